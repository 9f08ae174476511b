/**
 * `sitemap.xml`, `robots.txt`, `llms.txt`, `llms-full.txt`, the blogs' feeds, the API contract (`openapi.yaml`, `openapi.json`), the
 * files pages show with `::code-file` and each doc's Markdown at `<route>.md`, prepared once.
 */
import { Router } from 'express';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { CONTRACT_FILES } from '../contract/contractRoutes.ts';
import { withBase } from '../../shared/baseUrl.ts';
import type { PageSuggestions } from '../search/pageSuggestions.ts';
import { llmsFullTxt } from '../seo/llmsFullTxt.ts';
import { blogFeeds } from '../content/blog/blogFeeds.ts';
import { llmsTxt } from '../seo/llmsTxt.ts';
import { robotsTxt, sitemapXml } from '../seo/sitemap.ts';
import { type PreparedBody, prepareBody } from '../prepared/preparedBody.ts';
import { REVALIDATE, sendPrepared } from '../prepared/sendPrepared.ts';

const MARKDOWN = 'text/markdown; charset=utf-8';

export function machineReadable(
  store: PageStore,
  siteUrl: string,
  baseUrl: string,
  suggestions: PageSuggestions,
): Router {
  const router = Router();
  // Every file here is kept for the life of the process: worth brotli 11 (see brotliUpgrade.ts).
  const kept = { upgradeBrotli: true } as const;
  const files: Record<string, () => PreparedBody> = {
    '/sitemap.xml': () =>
      prepareBody(sitemapXml(store, siteUrl, baseUrl), 'application/xml; charset=utf-8', undefined, kept),
    '/robots.txt': () => prepareBody(robotsTxt(siteUrl, baseUrl), 'text/plain; charset=utf-8'),
    '/llms.txt': () => prepareBody(llmsTxt(store, siteUrl, baseUrl), 'text/plain; charset=utf-8', undefined, kept),
    '/llms-full.txt': () => prepareBody(llmsFullTxt(store), 'text/plain; charset=utf-8', undefined, kept),
  };
  const { contract } = store;
  if (contract) {
    files['/openapi.yaml'] = () => prepareBody(contract.yaml, CONTRACT_FILES['/openapi.yaml']);
    files['/openapi.json'] = () => prepareBody(contract.json, CONTRACT_FILES['/openapi.json']);
  }
  // A blog's feeds link to its posts by absolute URL: written here, where SITE_URL is known, as the
  // sitemap is, and only once one is asked for (the three of a blog together), not at start-up.
  for (const { routeBase, options, posts, routes } of store.feeds) {
    if (posts.length === 0) continue; // a blog with no listed post has no feed, as in Docusaurus
    let written: ReturnType<typeof blogFeeds> | undefined;
    const feeds = () => (written ??= blogFeeds(posts, options, { routeBase, siteUrl, baseUrl }));
    for (const route of routes)
      files[route] = () => {
        const feed = feeds()[route];
        if (!feed) throw new Error(`the blog at ${routeBase} wrote no feed at ${route}`);
        return prepareBody(feed.text, feed.contentType, undefined, kept);
      };
  }
  for (const [route, text] of Object.entries(store.codeFiles)) {
    // Downloads are shown, never run, by the browser: plain text whatever the language.
    files[route] = () => prepareBody(text, 'text/plain; charset=utf-8');
  }
  const prepared = new Map<string, PreparedBody>();
  const once = (key: string, make: () => PreparedBody) => {
    let body = prepared.get(key);
    if (!body) prepared.set(key, (body = make()));
    return body;
  };

  router.get('/{*path}', (req, res, next) => {
    const file = files[req.path];
    if (file) {
      sendPrepared(req, res, once(req.path, file), { cacheControl: REVALIDATE });
      return;
    }
    const route = req.path.endsWith('.md') ? req.path.slice(0, -'.md'.length) : null;
    if (route === null) {
      next();
      return;
    }
    const markdown = store.markdown[route];
    if (markdown === undefined) {
      // For agents: the not-found page's offer, as Markdown.
      const offer = suggestions.suggest(route).map((page) => `- [${page.title}](${withBase(baseUrl, page.path)}.md)`);
      const text = `# ${store.notFound.title}\n\n${store.notFound.description}\n${offer.length > 0 ? `\nDid you mean:\n\n${offer.join('\n')}\n` : ''}`;
      sendPrepared(req, res, prepareBody(text, MARKDOWN), { status: 404, cacheControl: REVALIDATE });
      return;
    }
    sendPrepared(
      req,
      res,
      once(req.path, () => prepareBody(markdown, MARKDOWN, undefined, kept)),
      { cacheControl: REVALIDATE },
    );
  });
  return router;
}
