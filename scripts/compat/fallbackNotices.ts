/**
 * The fallback notices of a served page (server/content/markdown/mdx/pageProblems.ts: the problem
 * in a `<code>` inside an element carrying `data-docs-fallback`), and whether they all wait on a
 * package the site has not installed: an import of one, or a component that a plugin the config
 * names, not installed, may give (the build says "not installed" in both). Docusaurus cannot build
 * such a page either until the package is installed, so the check counts these apart from what
 * the portal could not render.
 */

const NOTICE = /data-docs-fallback[^>]*>[\s\S]*?<code>([\s\S]*?)<\/code>/g;
const NOT_INSTALLED = /\bnot installed\b/;

export const fallbackNotices = (html: string): string[] => [...html.matchAll(NOTICE)].map((match) => match[1] ?? '');

export function waitsOnlyOnPackages(html: string): boolean {
  const notices = fallbackNotices(html);
  return notices.length > 0 && notices.every((notice) => NOT_INSTALLED.test(notice));
}
