/**
 * The page routes the client renders, as shared/routes.ts lists them for both sides: the page
 * component is picked by them (components/PageRoutes.tsx), and the link guard (pageLink.ts) sends
 * only links to them through the router; anything else (files, APIs) is left to the browser.
 */
import { matchesRoute, PAGE_ROUTES, type PageRoute } from '../../shared/routes.ts';

export { PAGE_ROUTES, type PageRoute };

/** The route a site path (base URL removed) belongs to; case-sensitive, as the server's routes are. */
export function pageRouteOf(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => matchesRoute(route, pathname));
}
