/**
 * Shown when a page is requested under another prefix than the configured base URL, as
 * Docusaurus's baseUrl issue banner is: the portal is probably behind a proxy whose path does not
 * match BASE_URL. React escapes both values, which come from the request.
 */
export interface BaseUrlMismatch {
  configured: string;
  suggested: string;
}

export function BaseUrlBanner({ configured, suggested }: BaseUrlMismatch) {
  return (
    <div className="base-url-banner" role="alert">
      <p>
        <strong>This site did not load properly.</strong> It is configured to be served under the base URL{' '}
        <code>{configured}</code>, but this page was requested under <code>{suggested}</code>.
      </p>
      <p>
        If the portal is meant to live at <code>{suggested}</code>, set <code>BASE_URL={suggested}</code> and restart
        it; otherwise open the page under <code>{configured}</code>.
      </p>
    </div>
  );
}
