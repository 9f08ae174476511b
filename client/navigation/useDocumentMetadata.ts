/** Keeps `<title>` and the meta description in step with the page shown after client navigation. */
import { useEffect } from 'react';
import { documentTitle } from '../../shared/documentTitle.ts';
import type { PageData } from '../../shared/types.ts';

export function useDocumentMetadata(page: PageData): void {
  useEffect(() => {
    document.title = documentTitle(page);
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [page]);
}
