/** Each page's HTML, rendered on first request and kept: page data never changes while serving. */
import type { PageData } from '../../shared/types.ts';
import type { ClientAssets } from './clientAssets.ts';
import { renderPage } from './renderPage.tsx';

export class RenderedPages {
  readonly #html = new Map<PageData, Promise<string>>();

  constructor(private readonly assets: ClientAssets) {}

  /** The document for `page`; concurrent first requests share one render. */
  htmlFor(page: PageData): Promise<string> {
    let html = this.#html.get(page);
    if (!html) {
      html = renderPage(page, this.assets);
      this.#html.set(page, html);
      html.catch(() => this.#html.delete(page));
    }
    return html;
  }
}
