/** Where the browser tests find Debian's Chromium, and the flags it needs in a closed sandbox. */

export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * Without the background-networking flags Chromium keeps trying to reach Google's services,
 * which this network refuses; --no-sandbox because CI runs as root.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
