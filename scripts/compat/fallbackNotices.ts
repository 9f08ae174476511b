/**
 * The fallback notices of a served page (server/content/markdown/mdx/pageProblems.ts: the problem
 * in a `<code>` inside an element carrying `data-docs-fallback`), and whether every one of them is
 * something Docusaurus's own build of the same checkout fails on too, so that the check counts
 * those pages apart from what the portal could not render:
 *
 * - a package the site has not installed: an import of one, or a component that a plugin the
 *   config names, not installed, may give (the build says "not installed" in both), when the
 *   site's own theme (`src/theme/`, where a swizzled MDXComponents would give it) never names it;
 * - a file the page imports that the site's repository does not have, checked here in the site's
 *   own folder, independently of what the portal says (a partial a company plugin keeps out of the
 *   public repository). An import the portal resolves wrongly finds the file there and counts as
 *   the portal's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const NOTICE = /data-docs-fallback[^>]*>[\s\S]*?<code>([\s\S]*?)<\/code>/g;
const NOT_INSTALLED = /\bnot installed\b/;
/** `docs/a.mdx:7: cannot import X "./fb/_x.mdx": no such file in the docs (…)`: the page's own import. */
const ABSENT_IMPORT = /^[^\s:]+:\d+: cannot import (?:\S+ )?"([^"]+)": no such file in the docs\b/;

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

export const fallbackNotices = (html: string): string[] =>
  [...html.matchAll(NOTICE)].map((match) => unescape(match[1] ?? ''));

/** Where the page is in the site's own folder, to check what it imports there. */
export interface SitePage {
  siteDir: string;
  /** The page's file, relative to the site's folder (`../docs/intro.mdx`). */
  file: string | undefined;
}

const UNKNOWN_COMPONENT = /unknown component <([\w.]+)>/;

/** Whether a file of the site's own theme (`src/theme/`) names `component`. */
function siteThemeNames(component: string, siteDir: string): boolean {
  const theme = join(siteDir, 'src', 'theme');
  let files: string[];
  try {
    files = readdirSync(theme, { recursive: true, encoding: 'utf8' });
  } catch {
    return false;
  }
  const word = new RegExp(`\\b${component.replace(/\./g, '\\.')}\\b`);
  return files.some((file) => {
    try {
      return word.test(readFileSync(join(theme, file), 'utf8'));
    } catch {
      return false; // a folder
    }
  });
}

/** A package not installed, and (for a component) not one the site's own theme gives. */
function waitsOnPackage(notice: string, page: SitePage): boolean {
  if (!NOT_INSTALLED.test(notice)) return false;
  const component = UNKNOWN_COMPONENT.exec(notice)?.[1];
  return component === undefined || !siteThemeNames(component.split('.')[0] as string, page.siteDir);
}

/** Whether the site's repository lacks the file a notice says the page imports. */
function absentFromSite(notice: string, page: SitePage): boolean {
  const specifier = ABSENT_IMPORT.exec(notice)?.[1];
  if (!specifier || page.file === undefined) return false;
  const path = specifier.startsWith('@site/')
    ? join(page.siteDir, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? join(page.siteDir, dirname(page.file), specifier)
      : null;
  return path !== null && !existsSync(path);
}

/** Every notice of the page is one Docusaurus's own build fails on too (see above); false without notices. */
export function failsDocusaurusToo(html: string, page: SitePage): boolean {
  const notices = fallbackNotices(html);
  return notices.length > 0 && notices.every((notice) => waitsOnPackage(notice, page) || absentFromSite(notice, page));
}
