/** Shown in place of a page whose data could not be loaded, with a way to try again. */
import { siteConfig } from '../../shared/site-config.ts';

export function PageLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { title, retry } = siteConfig.labels.loadError;
  return (
    <div className="load-error" role="alert">
      <h1 className="load-error__title">{title}</h1>
      <p className="load-error__message">{error.message}</p>
      <button type="button" className="button load-error__retry" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
