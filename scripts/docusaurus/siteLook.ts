/**
 * A Docusaurus site's look, as far as the portal's theme takes it: the navbar and footer logos
 * (with their `srcDark`, size and, for the footer's, link), the favicon, and `--ifm-color-primary` of its custom CSS for the light (`:root`) and
 * dark (`[data-theme='dark']`) modes, parsed with PostCSS. The rest of the custom CSS is not served
 * (it styles Docusaurus's own markup, which the portal does not have) and is named in the report.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import postcss from 'postcss';
import { colord } from 'colord';
import type { SiteSettings } from '../../shared/siteSettingsSchema.ts';
import { modeColors } from '../brandStylesheet.ts';
import { CLASSIC_PRESETS, entries, isRecord } from './configEntries.ts';
import { siteAddressOf, sitePath } from './chromeLinkPath.ts';
import type { ChromeImage } from '../../shared/types.ts';
import { CSS_MODULE_FILE } from '../../server/content/siteStyles/siteStylesheet.ts';

type Brand = NonNullable<SiteSettings['brand']>;

export interface SiteLook {
  brand: Brand | null;
  /** What was carried, for the import report. */
  carried: string[];
  notCarried: string[];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** `img/logo.svg` (relative to `static/`, as Docusaurus's `useBaseUrl` reads it) → `/img/logo.svg`; a URL stays. */
const sitePathOf = (src: string) => (/^https?:\/\//.test(src) ? src : `/${src.replace(/^\/+/, '')}`);

/** A logo's `width`/`height` (`32`, `'32px'`) as CSS pixels; other units are left to the image's own size. */
function cssPixels(value: unknown, name: 'width' | 'height'): Partial<Record<'width' | 'height', number>> {
  const pixels =
    typeof value === 'number' ? value : Number(/^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(String(value))?.[1]);
  return Number.isFinite(pixels) && pixels > 0 ? { [name]: pixels } : {};
}

/** The custom CSS files of the classic preset's `theme.customCss` (a path or a list). */
function customCssFiles(config: Record<string, unknown>, siteDir: string): string[] {
  const files: string[] = [];
  for (const { name, options } of entries(config.presets)) {
    if (!CLASSIC_PRESETS.has(name) || !isRecord(options.theme)) continue;
    const written = options.theme.customCss;
    for (const file of Array.isArray(written) ? written : [written])
      if (typeof file === 'string') files.push(isAbsolute(file) ? file : join(siteDir, file));
  }
  return files;
}

/** The style sheets under the site's `src/` other than its custom CSS and CSS modules (a component's own sheet, Sass), from the site folder. */
function siteStyleSheets(siteDir: string, customCss: Set<string>): string[] {
  const src = join(siteDir, 'src');
  if (!existsSync(src)) return [];
  return (
    readdirSync(src, { recursive: true, encoding: 'utf8' })
      // CSS modules are carried, scoped (server/content/siteStyles/); preprocessors' files are not compiled.
      .filter((file) => /\.(?:css|scss|sass|less)$/i.test(file) && !CSS_MODULE_FILE.test(file))
      .filter((file) => !file.split(sep).includes('node_modules'))
      .map((file) => join(src, file))
      .filter((file) => !customCss.has(file))
      .map((file) => relative(siteDir, file).split(sep).join('/'))
      .sort()
  );
}

/** `--ifm-color-primary` by mode, from the rules that set it for `:root`/`html` and for dark mode. */
export function primaryColors(css: string): { light?: string; dark?: string; otherRules: number } {
  const found: { light?: string; dark?: string } = {};
  let otherRules = 0;
  postcss.parse(css).walkRules((rule) => {
    const dark = /\[data-theme=['"]?dark['"]?\]/.test(rule.selector);
    const root = dark || /(?:^|,)\s*(?::root|html)\s*(?:,|$)/.test(rule.selector);
    let primary: string | undefined;
    rule.walkDecls('--ifm-color-primary', (declaration) => {
      if (colord(declaration.value.trim()).isValid()) primary = declaration.value.trim();
    });
    if (root && primary) found[dark ? 'dark' : 'light'] = primary;
    else otherRules += 1;
  });
  return { ...found, otherRules };
}

export function siteLookOf(config: Record<string, unknown>, siteDir: string): SiteLook {
  const carried: string[] = [];
  const notCarried: string[] = [];
  const brand: Brand = {};
  const staticFile = (path: string) => path.startsWith('http') || existsSync(join(siteDir, 'static', path));
  const themeConfig = isRecord(config.themeConfig) ? config.themeConfig : {};
  const navbar = isRecord(themeConfig.navbar) ? themeConfig.navbar : {};
  const footer = isRecord(themeConfig.footer) ? themeConfig.footer : {};
  /** A logo of the config (`navbar.logo`, `footer.logo`) whose file is there, with its dark form and size. */
  const imageOf = (logo: Record<string, unknown>, where: string): ChromeImage | undefined => {
    const src = text(logo.src);
    if (!src) return undefined;
    if (!staticFile(sitePathOf(src))) {
      notCarried.push(`${where} ${JSON.stringify(src)}: no such file in static/`);
      return undefined;
    }
    const srcDark = text(logo.srcDark);
    const dark = srcDark && staticFile(sitePathOf(srcDark)) ? sitePathOf(srcDark) : undefined;
    if (srcDark && !dark) notCarried.push(`${where} srcDark ${JSON.stringify(srcDark)}: no such file in static/`);
    carried.push(`${where} ${sitePathOf(src)}${dark ? ` (dark: ${dark})` : ''}`);
    return {
      src: sitePathOf(src),
      ...(dark ? { srcDark: dark } : {}),
      ...(text(logo.alt) ? { alt: text(logo.alt) } : {}),
      ...cssPixels(logo.width, 'width'),
      ...cssPixels(logo.height, 'height'),
    };
  };
  const logo = imageOf(isRecord(navbar.logo) ? navbar.logo : {}, 'navbar logo');
  if (logo) brand.logo = logo;
  const footerLogo = isRecord(footer.logo) ? footer.logo : {};
  const footerImage = imageOf(footerLogo, 'footer logo');
  if (footerImage) {
    const href = sitePath(footerLogo, siteAddressOf(config));
    brand.footerLogo = { ...footerImage, ...(href ? { href } : {}) };
  }
  const favicon = text(config.favicon);
  if (favicon && staticFile(sitePathOf(favicon))) {
    brand.favicon = sitePathOf(favicon);
    carried.push(`favicon ${brand.favicon}`);
  } else if (favicon) notCarried.push(`favicon ${JSON.stringify(favicon)}: no such file in static/`);

  for (const file of customCssFiles(config, siteDir)) {
    const shown = relative(siteDir, file);
    if (!existsSync(file)) {
      notCarried.push(`theme.customCss ${shown}: no such file`);
      continue;
    }
    let colors: ReturnType<typeof primaryColors>;
    try {
      colors = primaryColors(readFileSync(file, 'utf8'));
    } catch (error) {
      notCarried.push(
        `theme.customCss ${shown}: not CSS PostCSS can read (${(error as Error).message.split('\n')[0]})`,
      );
      continue;
    }
    if (colors.light || colors.dark) {
      brand.primaryColor = {
        ...brand.primaryColor,
        ...(colors.light ? { light: colors.light } : {}),
        ...(colors.dark ? { dark: colors.dark } : {}),
      };
      carried.push(
        `primary colour ${[colors.light, colors.dark && `dark ${colors.dark}`].filter(Boolean).join(', ')} (${shown})`,
      );
    }
    if (colors.otherRules > 0)
      notCarried.push(
        `theme.customCss ${shown}: ${colors.otherRules} other rule${colors.otherRules === 1 ? '' : 's'} (they style Docusaurus's markup; the portal keeps its own theme and takes --ifm-color-primary)`,
      );
  }
  const sheets = siteStyleSheets(siteDir, new Set(customCssFiles(config, siteDir)));
  if (sheets.length > 0)
    notCarried.push(
      `${sheets.length} style sheet${sheets.length === 1 ? '' : 's'} of the site's code (${sheets.slice(0, 3).join(', ')}${sheets.length > 3 ? ', …' : ''}): the pages and components importing them render without them`,
    );
  // A colour links cannot be read in is made readable; the report says so.
  for (const mode of ['light', 'dark'] as const) {
    const written = brand.primaryColor?.[mode] ?? (mode === 'dark' ? brand.primaryColor?.light : undefined);
    const adjusted = written ? modeColors(written, mode) : null;
    if (adjusted?.adjustedFrom)
      carried.push(
        `primary colour ${adjusted.adjustedFrom} shown as ${adjusted.primary} in ${mode} mode, so that links on the page meet WCAG AA (4.5:1)`,
      );
  }
  return { brand: Object.keys(brand).length > 0 ? brand : null, carried, notCarried };
}
