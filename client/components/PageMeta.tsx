/** Below an article: where to edit its Markdown, and when it last changed. */
import { siteConfig } from '../../shared/site-config.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Spelled out by hand, in UTC: the server and every browser must render the same text (hydration). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function PageMeta({ editUrl, lastUpdated }: { editUrl: string; lastUpdated: string | null }) {
  return (
    <div className="page-meta">
      <a href={editUrl} className="page-meta__edit" rel="noopener noreferrer">
        {siteConfig.labels.editThisPage}
      </a>
      {lastUpdated && (
        <span className="page-meta__updated">
          {`${siteConfig.labels.lastUpdated} `}
          <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </span>
      )}
    </div>
  );
}
