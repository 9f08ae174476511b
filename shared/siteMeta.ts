/** Names of the `<meta>` elements and `<html>` attributes the server writes for the client. */
export const BASE_URL_META_NAME = 'portal-base-url';

/** The app script's URL, which the boot script loads once the page has first painted. */
export const APP_SCRIPT_META_NAME = 'portal-app-script';

/** The public origin (`SITE_URL`), for the canonical URL the client writes after navigation. */
export const SITE_URL_META_NAME = 'portal-site-url';

/** The try-it panel's script, loaded only when a reader opens a panel (see client/tryIt/). */
export const TRY_IT_SCRIPT_META_NAME = 'portal-try-it-script';

/** On `<html>` when the site follows the reader's system colour setting (`colorMode.respectPrefersColorScheme`). */
export const FOLLOWS_SYSTEM_ATTRIBUTE = 'data-theme-follows-system';

/** On `<html>`: the id of a closeable announcement bar, so that the boot script hides it before first paint once closed. */
export const ANNOUNCEMENT_ATTRIBUTE = 'data-announcement';
/** On `<html>` once the reader has closed the bar of that id (CSS hides it). */
export const ANNOUNCEMENT_CLOSED_ATTRIBUTE = 'data-announcement-closed';
