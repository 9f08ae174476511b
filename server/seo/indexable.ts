/**
 * The pages search engines should index, which the sitemap lists: the docs and the home page. Not
 * the not-found page, and not search results (search engines ask sites to keep those out).
 */
import type { PageData } from '../../shared/types.ts';

export const isIndexable = (page: PageData): boolean => page.kind === 'doc' || page.kind === 'home';
