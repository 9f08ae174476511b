/** The one place that spells the content API's address, for the server route and the client. */
export const CONTENT_API_PATH = '/api/content';

/** A docs version's whole sidebar, for the categories a large site sends folded. */
export const SIDEBAR_API_PATH = '/api/sidebar';

export function sidebarApiUrl(version: string): string {
  return `${SIDEBAR_API_PATH}?version=${encodeURIComponent(version)}`;
}

export function contentApiUrl(pagePath: string): string {
  return `${CONTENT_API_PATH}?path=${encodeURIComponent(pagePath)}`;
}

/** Id of the `<script type="application/json">` that carries the first page's data. */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';
