/**
 * The line above the navbar on every page (site.config.json `announcementBar`): its HTML was
 * checked by the build (server/content/sources/announcementHtml.ts); a closeable bar has a close
 * button, and stays closed for its id (client/announcement/announcementClosed.ts).
 */
import { memo } from 'react';
import { siteConfig } from '../../shared/site-config.ts';
import { closeAnnouncement } from '../announcement/announcementClosed.ts';

/** Memoised: it depends on the site config alone. */
export const AnnouncementBar = memo(function AnnouncementBar() {
  const bar = siteConfig.settings.announcementBar;
  if (!bar) return null;
  // Docusaurus's default: a bar can be closed unless the site says otherwise.
  const closeable = bar.isCloseable !== false;
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={siteConfig.labels.announcement}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {closeable && (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label={siteConfig.labels.closeAnnouncement}
          onClick={() => closeAnnouncement(bar.id)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </div>
  );
});
