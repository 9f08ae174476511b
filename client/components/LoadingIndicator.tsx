/** Shown once a navigation has been pending for a moment: a small, announced "Loading" badge. */
import { siteConfig } from '../../shared/site-config.ts';

export function LoadingIndicator() {
  return (
    <div className="loading-indicator" role="progressbar" aria-label={siteConfig.labels.loadingPage}>
      <span className="loading-indicator__spinner" aria-hidden="true" />
      {`${siteConfig.labels.loadingPage}…`}
    </div>
  );
}
