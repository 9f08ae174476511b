/**
 * A Docusaurus site's `themeConfig.announcementBar` as the portal's `announcementBar`: its HTML
 * sanitized (server/content/sources/announcementHtml.ts, what was taken out named), its colours
 * as CSS colours the settings take (`white` → `#ffffff`), its id (`announcement-bar`, Docusaurus's
 * default) and whether it can be closed.
 */
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';
import type { SiteSettings } from '../../shared/siteSettingsSchema.ts';
import { sanitizeAnnouncement } from '../../server/content/sources/announcementHtml.ts';
import { isRecord } from './configEntries.ts';

extend([namesPlugin]);

type AnnouncementBar = NonNullable<SiteSettings['announcementBar']>;

export function announcementBarOf(themeConfig: Record<string, unknown>): {
  announcementBar: AnnouncementBar | null;
  notCarried: string[];
} {
  const written = themeConfig.announcementBar;
  if (!isRecord(written)) return { announcementBar: null, notCarried: [] };
  const notCarried: string[] = [];
  if (typeof written.content !== 'string' || written.content.trim() === '')
    return { announcementBar: null, notCarried: ['announcementBar: it has no content'] };
  const { html, removed } = sanitizeAnnouncement(written.content);
  if (removed.length > 0)
    notCarried.push(
      `announcementBar: ${removed.join(', ')} taken out of its content (the bar takes links, emphasis and code only)`,
    );
  const color = (name: 'backgroundColor' | 'textColor') => {
    const value = written[name];
    if (value === undefined) return {};
    const parsed = typeof value === 'string' ? colord(value) : null;
    if (parsed?.isValid()) return { [name]: parsed.alpha() === 1 ? parsed.toHex() : parsed.toRgbString() };
    notCarried.push(`announcementBar.${name} ${JSON.stringify(value)} (not a colour the portal reads)`);
    return {};
  };
  if (html.trim() === '') return { announcementBar: null, notCarried };
  return {
    announcementBar: {
      id: typeof written.id === 'string' && written.id !== '' ? written.id : 'announcement-bar',
      content: html,
      ...color('backgroundColor'),
      ...color('textColor'),
      ...(typeof written.isCloseable === 'boolean' ? { isCloseable: written.isCloseable } : {}),
    },
    notCarried,
  };
}
