/**
 * Each page's HTML and page-data JSON, prepared (rendered, compressed, tagged) on first request and
 * kept: page data never changes while serving, so neither do they. What depends on the request
 * (search pages and `/api/search` answers) is kept too, by what it depends on, within a byte
 * budget; a page under a wrong prefix is its kept template with the prefix filled in.
 */
import type { SearchResults } from '../../shared/search.ts';
import type { NotFoundPageData, PageData, PageLink, SearchPageData } from '../../shared/types.ts';
import { withBase } from '../../shared/baseUrl.ts';
import { type BodyOptions, type PreparedBody, prepareBody } from '../prepared/preparedBody.ts';
import type { SplicedTemplate } from '../prepared/splicedBody.ts';
import { fillMisplacedPage, renderMisplacedPageTemplate } from './misplacedPageTemplate.ts';
import { type CacheStats, chargedBytes, RenderCache } from './renderCache.ts';
import { type RenderContext, type RenderExtras, renderPage } from './renderPage.tsx';
import { hasCompiledHtml } from '../../shared/compiledHtml.ts';

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';

/**
 * Budgets of the per-request caches. A search page is 15–55 KB, charged about twice that (see
 * renderCache.ts): some hundreds of popular searches. A wrong-prefix template (a doc page with the
 * banner, 25–80 KB, and its deflated pieces) is kept once per page, whatever the prefix: a few
 * hundred pages.
 */
export const SEARCH_PAGES_BYTES = 8 * 1024 * 1024;
export const MISPLACED_PAGES_BYTES = 8 * 1024 * 1024;
/** A not-found page with suggestions is about 20 KB: every set of three pages a typo leads to. */
export const NOT_FOUND_PAGES_BYTES = 4 * 1024 * 1024;
/** `/api/search` answers are 2–12 KB: thousands of popular queries. */
export const SEARCH_RESULTS_BYTES = 8 * 1024 * 1024;

/** The caches the metrics report, by the name they report them under. */
export type RenderedCacheName = 'pages' | 'search_pages' | 'misplaced_pages' | 'search_results';

export class RenderedPages {
  readonly #html = new Map<PageData, Promise<PreparedBody>>();
  readonly #json = new Map<PageData, PreparedBody>();
  readonly #markdown = new Map<PageData, PreparedBody>();
  readonly #ready = new Map<PageData, PreparedBody>();
  readonly #searchPages = new RenderCache(SEARCH_PAGES_BYTES, chargedBytes);
  readonly #misplacedPages = new RenderCache<SplicedTemplate>(
    MISPLACED_PAGES_BYTES,
    (template, key) => template.bytes + 2 * key.length,
  );
  readonly #notFoundPages = new RenderCache(NOT_FOUND_PAGES_BYTES, chargedBytes);
  readonly #searchResults = new RenderCache(SEARCH_RESULTS_BYTES, chargedBytes);
  #hits = 0;
  #misses = 0;

  constructor(private readonly context: RenderContext) {}

  /** The document for `page`; concurrent first requests share one render. */
  html(page: PageData): Promise<PreparedBody> {
    let prepared = this.#html.get(page);
    if (prepared) {
      this.#hits += 1;
      return prepared;
    }
    this.#misses += 1;
    prepared = this.#render(page, undefined, { upgradeBrotli: true }).then((body) => {
      this.#ready.set(page, body);
      return body;
    });
    this.#html.set(page, prepared);
    prepared.catch(() => this.#html.delete(page));
    return prepared;
  }

  /** The document for `page` if it is already prepared (the fast path serves only those). */
  readyHtml(page: PageData): PreparedBody | undefined {
    const body = this.#ready.get(page);
    if (body) this.#hits += 1;
    return body;
  }

  /**
   * The not-found page offering `suggestions`: one document for each set of suggestions (most
   * unknown paths have none, and share the stored page).
   */
  notFound(page: NotFoundPageData, suggestions: PageLink[]): Promise<PreparedBody> {
    if (suggestions.length === 0) return this.html(page);
    const key = JSON.stringify(suggestions.map((suggestion) => suggestion.path));
    return this.#notFoundPages.get(key, () => this.#render({ ...page, suggestions }));
  }

  /** A doc page's Markdown, answered at the page's own URL to a request that asks for it. */
  markdown(page: PageData, text: string): PreparedBody {
    let prepared = this.#markdown.get(page);
    if (!prepared) {
      prepared = prepareBody(text, MARKDOWN, undefined, { variesWithAccept: true, upgradeBrotli: true });
      this.#markdown.set(page, prepared);
    }
    return prepared;
  }

  /** What `/api/content` sends for `page`: exactly the data SSR rendered from. */
  json(page: PageData): PreparedBody {
    let prepared = this.#json.get(page);
    if (!prepared) {
      prepared = prepareBody(JSON.stringify(page), JSON_TYPE, undefined, { upgradeBrotli: true });
      this.#json.set(page, prepared);
    }
    return prepared;
  }

  /**
   * The search page for one request, kept under `key`, which must hold everything the page shows
   * (the caller knows what its results came from). `data` is only called on a miss, so a kept
   * page costs no search either. `location` is the query string it renders with, the form reading
   * the query back from it (see searchPageAddress.ts).
   */
  searchPage(key: string, location: string, data: () => SearchPageData): Promise<PreparedBody> {
    return this.#searchPages.get(key, () => this.#render(data(), { search: location }));
  }

  /**
   * A page requested under a wrong prefix, with the banner: the page's template, rendered once,
   * with the suggested prefix filled in (the banner's only part that depends on the request).
   */
  async misplacedPage(page: PageData, suggestedBaseUrl: string): Promise<PreparedBody> {
    const template = await this.#misplacedPages.get(page.path, () => renderMisplacedPageTemplate(page, this.context));
    return fillMisplacedPage(template, suggestedBaseUrl);
  }

  /**
   * What `/api/search` sends for one search, kept under `key` (the normalised query, version and
   * limit) like the search page: `results` is only called on a miss, so a kept answer costs no
   * search, serialisation, hash or compression.
   */
  searchResults(key: string, results: () => SearchResults): Promise<PreparedBody> {
    return this.#searchResults.get(key, async () => prepareBody(JSON.stringify(results()), JSON_TYPE));
  }

  cacheStats(): Record<RenderedCacheName, CacheStats> {
    return {
      pages: { entries: this.#ready.size, hits: this.#hits, misses: this.#misses },
      search_pages: this.#searchPages.stats(),
      misplaced_pages: this.#misplacedPages.stats(),
      search_results: this.#searchResults.stats(),
    };
  }

  async #render(page: PageData, extras?: RenderExtras, kept: BodyOptions = {}): Promise<PreparedBody> {
    const html = await renderPage(page, this.context, extras);
    if (!hasCompiledHtml(page) || extras) return prepareBody(html, HTML, undefined, kept);
    // A doc's or blog page's URL also answers its Markdown (see markdownNegotiation.ts), which it announces.
    const markdownUrl = withBase(this.context.baseUrl, `${page.path}.md`);
    return prepareBody(html, HTML, undefined, {
      ...kept,
      variesWithAccept: true,
      headers: [['Link', `<${markdownUrl}>; rel="alternate"; type="text/markdown"`]],
    });
  }
}
