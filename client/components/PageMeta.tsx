/** Below an article: where to edit its Markdown, and when it last changed. */
import { formatLastUpdated } from '../../shared/formatDate.ts';
import { siteConfig } from '../../shared/site-config.ts';

interface PageMetaProps {
  /** Null when the page's front matter removed the link (`custom_edit_url: null`). */
  editUrl: string | null;
  lastUpdated: string | null;
  lastUpdatedBy?: string | undefined;
}

export function PageMeta({ editUrl, lastUpdated, lastUpdatedBy }: PageMetaProps) {
  return (
    <div className="page-meta">
      {editUrl && (
        <a href={editUrl} className="page-meta__edit" rel="noopener noreferrer">
          {siteConfig.labels.editThisPage}
        </a>
      )}
      {lastUpdated && (
        <span className="page-meta__updated">
          {`${siteConfig.labels.lastUpdated} `}
          <time dateTime={lastUpdated}>{formatLastUpdated(lastUpdated)}</time>
          {lastUpdatedBy && ` ${siteConfig.labels.lastUpdatedBy} ${lastUpdatedBy}`}
        </span>
      )}
    </div>
  );
}
