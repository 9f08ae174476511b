/**
 * Each page's HTML and page-data JSON, prepared (rendered, compressed, tagged) on first request and
 * kept: page data never changes while serving, so neither do they.
 */
import type { PageData } from '../../shared/types.ts';
import { type PreparedBody, prepareBody } from '../http/preparedBody.ts';
import { type RenderContext, type RenderExtras, renderPage } from './renderPage.tsx';

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

export class RenderedPages {
  readonly #html = new Map<PageData, Promise<PreparedBody>>();
  readonly #json = new Map<PageData, PreparedBody>();
  readonly #ready = new Map<PageData, PreparedBody>();

  constructor(private readonly context: RenderContext) {}

  /** The document for `page`; concurrent first requests share one render. */
  html(page: PageData): Promise<PreparedBody> {
    let prepared = this.#html.get(page);
    if (!prepared) {
      prepared = renderPage(page, this.context).then((html) => {
        const body = prepareBody(html, HTML);
        this.#ready.set(page, body);
        return body;
      });
      this.#html.set(page, prepared);
      prepared.catch(() => this.#html.delete(page));
    }
    return prepared;
  }

  /** The document for `page` if it is already prepared (the fast path serves only those). */
  readyHtml(page: PageData): PreparedBody | undefined {
    return this.#ready.get(page);
  }

  /** What `/api/content` sends for `page`: exactly the data SSR rendered from. */
  json(page: PageData): PreparedBody {
    let prepared = this.#json.get(page);
    if (!prepared) {
      prepared = prepareBody(JSON.stringify(page), JSON_TYPE);
      this.#json.set(page, prepared);
    }
    return prepared;
  }

  /**
   * A page that depends on the request, rendered per request and not kept: search results (the
   * query string goes into its location), a page under a wrong prefix (with the banner).
   */
  async perRequest(page: PageData, extras: RenderExtras): Promise<PreparedBody> {
    return prepareBody(await renderPage(page, this.context, extras), HTML);
  }
}
