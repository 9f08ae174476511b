/** A full document load, for when client-side navigation must not render the next page itself. */

/**
 * Loads `href` as a new document. The router has usually put it in the address bar already, and
 * assigning the address a document already has, with a `#fragment`, only scrolls to the fragment
 * (HTML's "navigate to a fragment"): that document is reloaded instead, keeping its history entry.
 */
export function loadFullPage(href: string): void {
  const target = new URL(href, window.location.href);
  if (target.href === window.location.href) window.location.reload();
  else window.location.assign(target.href);
}
