/** The dev server's live-reload channel, as the server serves it and the page finds it. */
export const LIVE_RELOAD_PATH = '/__portal/events';
/** `<meta name="portal-live-reload" content="<events URL>">`, written only by the dev server. */
export const LIVE_RELOAD_META_NAME = 'portal-live-reload';

export interface LiveReloadEvent {
  /** Increases with every change, so pages can tell a change from a reconnection. */
  revision: number;
  /** Broken links and compile errors, one line each. */
  warnings: string[];
}
