/** Keeps `<title>`, the description, the canonical URL and the social tags in step with client navigation. */
import { useEffect } from 'react';
import { withBase } from '../../shared/baseUrl.ts';
import { documentTitle } from '../../shared/documentTitle.ts';
import type { PageData } from '../../shared/types.ts';
import { siteBaseUrl } from '../siteBase.ts';

function setContent(selector: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

export function useDocumentMetadata(page: PageData): void {
  useEffect(() => {
    const title = documentTitle(page);
    document.title = title;
    setContent('meta[name="description"]', page.description);
    setContent('meta[property="og:title"]', title);
    setContent('meta[name="twitter:title"]', title);
    setContent('meta[property="og:description"]', page.description);
    setContent('meta[name="twitter:description"]', page.description);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      // Same public origin as the server wrote (SITE_URL), the new page's path.
      const href = new URL(withBase(siteBaseUrl(), page.path), canonical.href).href;
      canonical.href = href;
      setContent('meta[property="og:url"]', href);
    }
  }, [page]);
}
