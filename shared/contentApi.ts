/** The one place that spells the content API's address, for the server route and the client. */
export const CONTENT_API_PATH = '/api/content';

export function contentApiUrl(pagePath: string): string {
  return `${CONTENT_API_PATH}?path=${encodeURIComponent(pagePath)}`;
}

/** Id of the `<script type="application/json">` that carries the first page's data. */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';
