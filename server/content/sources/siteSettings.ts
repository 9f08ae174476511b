/**
 * site.config.json's schema. The chrome reads the file as it is (the client bundles it, and zod
 * stays out of the browser); the build checks it first, so a mistyped setting fails with one line
 * naming the field, never a broken page.
 */
import { z } from 'zod';
import type { SiteSettings } from '../../../shared/types.ts';

const link = z.object({ label: z.string().min(1), href: z.string().min(1) });
const action = z.enum(['throw', 'warn', 'ignore']);
const route = z.string().regex(/^\/(?:[^/].*)?$/, { error: 'must be a path starting with "/"' });

export const siteSettingsSchema = z.object({
  $comment: z.string().optional(),
  title: z.string().min(1),
  tagline: z.string(),
  description: z.string(),
  company: z.string(),
  copyrightYear: z.number().int(),
  url: z.url().optional(),
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, { error: 'must start and end with "/"' })
    .optional(),
  docs: z.object({
    routeBase: route.refine((value) => value !== '/' && !value.endsWith('/'), {
      error: 'must be a path such as "/docs" (docs at the site root are not supported)',
    }),
    home: route,
    currentVersionLabel: z.string().min(1),
  }),
  editUrlBase: z.string(),
  navbarLinks: z.array(link),
  footerColumns: z.array(z.object({ title: z.string(), links: z.array(link) })),
  homeCards: z.array(z.object({ title: z.string(), description: z.string(), path: z.string() })),
  onBrokenLinks: action,
  onBrokenAnchors: action,
  markdownFormat: z.enum(['mdx', 'md', 'detect']),
  extraCodeLanguages: z.array(z.string()),
}) satisfies z.ZodType<SiteSettings & { $comment?: string }>;

/** Throws one line a problem, each naming the field: `site.config.json: docs.home must …`. */
export function checkSiteSettings(value: unknown, display = 'site.config.json'): SiteSettings {
  const result = siteSettingsSchema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(
    result.error.issues.map((issue) => `${display}: ${issue.path.join('.') || '(root)'} ${issue.message}`).join('\n'),
  );
}
