/**
 * The page routes the client renders, as shared/routes.ts lists them for both sides: the page
 * component is picked by them (components/PageRoutes.tsx), and the link guard (pageLink.ts) sends
 * only links to them through the router; anything else (files, APIs) is left to the browser.
 */
export { PAGE_ROUTES, type PageRoute, pageRouteOf } from '../../shared/routes.ts';
