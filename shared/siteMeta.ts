/** Names of the `<meta>` elements the server writes for the client. */
export const BASE_URL_META_NAME = 'portal-base-url';

/** The app script's URL, which the boot script loads once the page has first painted. */
export const APP_SCRIPT_META_NAME = 'portal-app-script';

/** The public origin (`SITE_URL`), for the canonical URL the client writes after navigation. */
export const SITE_URL_META_NAME = 'portal-site-url';

/** The try-it panel's script, loaded only when a reader opens a panel (see client/tryIt/). */
export const TRY_IT_SCRIPT_META_NAME = 'portal-try-it-script';
