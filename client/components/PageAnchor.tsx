/**
 * A link to a page of the site, written under the base URL. It is a plain `<a>`: the one
 * document-wide click handler (navigation/interceptLinks.ts) sends it through the router, as it
 * does the links in compiled Markdown. react-router's `<Link>` is not used because every one of
 * them re-renders on every navigation (it reads the location to resolve relative paths), and a
 * docs page has a hundred of them in its sidebar alone.
 */
import { type AnchorHTMLAttributes, createContext, useContext } from 'react';
import { withBase } from '../../shared/baseUrl.ts';

/** The base URL (`/`, `/developer/`): given by the server's render and by the browser entry. */
export const SiteBaseContext = createContext('/');

/** The URL of a site path (`/docs/x`, `/search?q=badge`) under the base URL. */
export function useSiteHref(path: string): string {
  return withBase(useContext(SiteBaseContext), path);
}

export interface PageAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path, without the base URL: `/docs/ios/installation`. */
  to: string;
}

export function PageAnchor({ to, ...anchor }: PageAnchorProps) {
  // `href` after the other attributes, as react-router's `<Link>` wrote it: the HTML keeps its shape.
  return <a {...anchor} href={useSiteHref(to)} />;
}
