/** The "Last updated" date as people read it: "January 5, 2025". */

/**
 * One formatter, explicit locale and time zone: the server and every browser, whatever their own
 * locale and zone, must render the same text, or hydration fails. The date is the UTC date of the
 * commit, as the sitemap's `<lastmod>` gives it.
 */
const lastUpdatedFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Formats an ISO 8601 time (`2025-01-05T23:30:00+01:00`) as its UTC date: "January 5, 2025". */
export function formatLastUpdated(iso: string): string {
  return lastUpdatedFormat.format(new Date(iso));
}
