/** Below an article: where to edit its Markdown, and when it last changed. */
import { formatLastUpdated } from '../../shared/formatDate.ts';
import { siteConfig } from '../../shared/site-config.ts';

export function PageMeta({ editUrl, lastUpdated }: { editUrl: string; lastUpdated: string | null }) {
  return (
    <div className="page-meta">
      <a href={editUrl} className="page-meta__edit" rel="noopener noreferrer">
        {siteConfig.labels.editThisPage}
      </a>
      {lastUpdated && (
        <span className="page-meta__updated">
          {`${siteConfig.labels.lastUpdated} `}
          <time dateTime={lastUpdated}>{formatLastUpdated(lastUpdated)}</time>
        </span>
      )}
    </div>
  );
}
