/** The base URL the server was configured with (`/`, `/developer/`), as it wrote it into the page. */
import { BASE_URL_META_NAME } from '../shared/siteMeta.ts';

let baseUrl: string | undefined;

export function siteBaseUrl(): string {
  baseUrl ??= document.querySelector<HTMLMetaElement>(`meta[name="${BASE_URL_META_NAME}"]`)?.content || '/';
  return baseUrl;
}
