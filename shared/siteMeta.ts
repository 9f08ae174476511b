/** Names of the `<meta>` elements the server writes for the client. */
export const BASE_URL_META_NAME = 'portal-base-url';
