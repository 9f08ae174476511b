/**
 * Checks site.config.json against its schema (shared/siteSettingsSchema.ts) before the build uses
 * it, so a mistyped setting fails with one line naming the field, never a broken page.
 */
import { type SiteSettings, siteSettingsSchema } from '../../../shared/siteSettingsSchema.ts';
import { announcementProblem } from './announcementHtml.ts';

/** Throws one line a problem, each naming the field: `site.config.json: docs.home must …`. */
export function checkSiteSettings(value: unknown, display = 'site.config.json'): SiteSettings {
  const result = siteSettingsSchema.safeParse(value);
  if (result.success) {
    // HTML written into every page: only what the bar may hold (announcementHtml.ts).
    const announcement = result.data.announcementBar && announcementProblem(result.data.announcementBar.content);
    if (announcement) throw new Error(`${display}: ${announcement}`);
    return result.data;
  }
  throw new Error(
    result.error.issues.map((issue) => `${display}: ${issue.path.join('.') || '(root)'} ${issue.message}`).join('\n'),
  );
}
