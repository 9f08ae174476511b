/** The content API's addresses (spelled in routes.ts) and the URLs the client asks them with. */
import { SITE_ROUTES } from './routes.ts';

export const CONTENT_API_PATH = SITE_ROUTES.pageData.path;

/** A docs version's whole sidebar, for the categories a large site sends folded. */
export const SIDEBAR_API_PATH = SITE_ROUTES.sidebar.path;

export function sidebarApiUrl(version: string): string {
  return `${SIDEBAR_API_PATH}?version=${encodeURIComponent(version)}`;
}

export function contentApiUrl(pagePath: string): string {
  return `${CONTENT_API_PATH}?path=${encodeURIComponent(pagePath)}`;
}

/** Id of the `<script type="application/json">` that carries the first page's data. */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';
