/**
 * A CSS module of the site's code (`src/pages/index.module.css`, a component's `styles.module.css`)
 * with its class names scoped, as webpack's css-loader scopes them for Docusaurus: postcss-modules
 * renames every local class to `<name>_<hash of the file's path>`, so two files' `.hero` never meet,
 * and the same file gets the same names wherever they are computed (the site code's import, the
 * site stylesheet; siteStylesheet.ts). What cannot be scoped is left out and named: a rule with a
 * selector holding no local class (`body`, `:global(.navbar)`, `h1`) would style the portal's own
 * chrome, and an at-rule other than `@media`, `@supports`, `@container` and `@keyframes`
 * (`@font-face`, `@import`) reaches past the page.
 */
import { createHash } from 'node:crypto';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import postcssModules from 'postcss-modules';

export interface ScopedCssModule {
  /** The scoped style sheet: only rules every selector of which holds a local class. */
  css: string;
  /** Each local class name and what it is called now (`hero` → `hero_3f9a1c`). */
  names: Record<string, string>;
  /** What was left out, one entry each: `body`, `@font-face`. */
  leftOut: string[];
}

const KEPT_AT_RULES = new Set(['media', 'supports', 'container', 'keyframes', '-webkit-keyframes']);

/** `hero` in `site/src/pages/index.module.css` → `hero_<6 hex>`: stable for the file's path. */
export function scopedName(local: string, fileFromContentRoot: string): string {
  const hash = createHash('sha256').update(fileFromContentRoot).digest('hex').slice(0, 6);
  return `${local}_${hash}`;
}

/** Whether every selector of the rule names one of the scoped classes. */
function everySelectorScoped(rule: Rule, scoped: Set<string>): boolean {
  return rule.selectors.every((selector) =>
    [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some((match) => scoped.has(match[1] as string)),
  );
}

function keepScoped(container: Container, scoped: Set<string>, leftOut: string[]): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      // Inside @keyframes, `from`/`50%` are frames, not selectors.
      const inKeyframes = node.parent?.type === 'atrule' && /keyframes$/.test((node.parent as AtRule).name);
      if (!inKeyframes && !everySelectorScoped(node, scoped)) {
        leftOut.push(node.selector.replace(/\s+/g, ' '));
        node.remove();
      }
    } else if (node.type === 'atrule') {
      if (!KEPT_AT_RULES.has(node.name)) {
        leftOut.push(`@${node.name}`);
        node.remove();
      } else if (!/keyframes$/.test(node.name)) {
        keepScoped(node, scoped, leftOut);
        if (!node.nodes || node.nodes.length === 0) node.remove();
      }
    }
  });
}

/** Scopes one CSS module; `fileFromContentRoot` (`site/src/pages/index.module.css`) names it in the hash. */
export async function scopeCssModule(css: string, fileFromContentRoot: string): Promise<ScopedCssModule> {
  let names: Record<string, string> = {};
  const result = await postcss([
    postcssModules({
      generateScopedName: (local: string) => scopedName(local, fileFromContentRoot),
      getJSON: (_file: string, json: Record<string, string>) => {
        names = json;
      },
    }),
  ]).process(css, { from: fileFromContentRoot });
  const scoped = new Set(Object.values(names).flatMap((value) => value.split(/\s+/)));
  const leftOut: string[] = [];
  keepScoped(result.root, scoped, leftOut);
  return { css: result.root.toString(), names, leftOut };
}
