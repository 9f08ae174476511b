/**
 * The site's own styles the portal serves: every CSS module of the site's code (`site/`, where the
 * import puts `src/`), scoped (scopeCssModule.ts) and put after the portal's stylesheet
 * (`@import 'portal:site.css'`, scripts/buildClient.ts), so a React page of `src/pages` or a
 * component in the docs looks as its author styled it, and nothing of it reaches the portal's own
 * chrome. The site code's imports of the same files get the same scoped names (siteModules.ts).
 * Infima's variables that such sheets read (`var(--ifm-color-primary)`) are the portal's tokens.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { scopeCssModule } from './scopeCssModule.ts';

export const CSS_MODULE_FILE = /\.module\.css$/i;

/** Infima's custom properties, as the portal's tokens (client/styles/tokens.css) give them. */
const INFIMA_VARIABLES: Record<string, string> = {
  '--ifm-color-primary': 'var(--portal-color-primary)',
  '--ifm-color-primary-dark': 'var(--portal-color-primary-strong)',
  '--ifm-color-primary-darker': 'var(--portal-color-primary-strong)',
  '--ifm-color-primary-darkest': 'var(--portal-color-primary-strong)',
  '--ifm-color-primary-light': 'var(--portal-color-primary)',
  '--ifm-color-primary-lighter': 'var(--portal-color-primary)',
  '--ifm-color-primary-lightest': 'var(--portal-color-primary)',
  '--ifm-font-color-base': 'var(--portal-color-text)',
  '--ifm-color-content': 'var(--portal-color-text)',
  '--ifm-color-content-secondary': 'var(--portal-color-text-muted)',
  '--ifm-background-color': 'var(--portal-color-bg)',
  '--ifm-background-surface-color': 'var(--portal-color-bg-raised)',
  '--ifm-font-family-base': 'var(--portal-font-sans)',
  '--ifm-global-radius': 'var(--portal-radius)',
  '--ifm-navbar-height': 'var(--portal-navbar-height)',
  '--ifm-spacing-horizontal': '1rem',
  '--ifm-spacing-vertical': '1rem',
};

export interface SiteStylesheet {
  css: string;
  /** The CSS modules carried, from the content root. */
  files: string[];
  /** `site/src/pages/index.module.css: body, @font-face`: what could not be scoped, by file. */
  leftOut: string[];
}

/** Every `*.module.css` below `site/` (its `node_modules` aside), from the content root, sorted. */
export function cssModuleFiles(contentRoot: string): string[] {
  const siteDir = join(contentRoot, 'site');
  if (!existsSync(siteDir)) return [];
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => CSS_MODULE_FILE.test(file) && !file.split(sep).includes('node_modules'))
    .map((file) => relative(contentRoot, join(siteDir, file)).split(sep).join('/'))
    .sort();
}

export async function siteStylesheet(contentRoot: string): Promise<SiteStylesheet> {
  const files = cssModuleFiles(contentRoot);
  if (files.length === 0) return { css: '', files, leftOut: [] };
  const leftOut: string[] = [];
  const sheets = await Promise.all(
    files.map(async (file) => {
      const scoped = await scopeCssModule(await readFile(join(contentRoot, file), 'utf8'), file);
      if (scoped.leftOut.length > 0) leftOut.push(`${file}: ${scoped.leftOut.join(', ')}`);
      return `/* ${file} */\n${scoped.css}`;
    }),
  );
  const variables = Object.entries(INFIMA_VARIABLES)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return { css: `:root {\n${variables}\n}\n${sheets.join('\n')}\n`, files, leftOut };
}
