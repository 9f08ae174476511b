/**
 * What the build does with a page it cannot build (an MDX error, an import it cannot resolve, an
 * unknown component): `throw` (the default, as Docusaurus fails) or `warn` (the page gets a notice
 * in place of what failed and the build goes on). The site's `onPageError`, overridden for one run
 * by DOCS_ON_PAGE_ERROR.
 */
import type { SiteSettings } from '../../../shared/types.ts';

export type PageErrorAction = 'throw' | 'warn';

export function readPageErrorPolicy(
  settings: Pick<SiteSettings, 'onPageError'>,
  env: NodeJS.ProcessEnv = process.env,
): PageErrorAction {
  const value = env.DOCS_ON_PAGE_ERROR;
  if (value === undefined || value === '') return settings.onPageError ?? 'throw';
  if (value === 'throw' || value === 'warn') return value;
  throw new Error(`DOCS_ON_PAGE_ERROR must be throw or warn, got "${value}"`);
}
