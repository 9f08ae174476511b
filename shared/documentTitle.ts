/** The `<title>` of a page, the same on the server and after client navigation. */
import { siteConfig } from './site-config.ts';
import type { PageData } from './types.ts';

export function documentTitle(page: PageData): string {
  return page.kind === 'home' ? siteConfig.tagline : `${page.title} | ${siteConfig.tagline}`;
}
