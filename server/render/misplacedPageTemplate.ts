/**
 * A doc page under a wrong prefix (the base URL banner), rendered once per page with a marker
 * where the suggested base URL goes; each request fills in its own prefix, HTML-escaped. Rendering
 * per prefix would let anyone make the server render a fresh page with every request, at a
 * random prefix each time.
 */
import { randomUUID } from 'node:crypto';
import type { PageData } from '../../shared/types.ts';
import type { PreparedBody } from '../prepared/preparedBody.ts';
import { SplicedTemplate } from '../prepared/splicedBody.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import { type RenderContext, renderPage } from './renderPage.tsx';

/**
 * Stands for the suggested base URL while rendering. Letters, digits and dashes, which React
 * writes as they are; new in every process, so no page's own text can hold it (the bytes sent do
 * not: they are the same on every replica).
 */
const SUGGESTED_BASE_URL_MARKER = `portal-suggested-base-url-${randomUUID()}`;

export async function renderMisplacedPageTemplate(page: PageData, context: RenderContext): Promise<SplicedTemplate> {
  const mismatch = { configured: context.baseUrl, suggested: SUGGESTED_BASE_URL_MARKER };
  const html = await renderPage(page, context, { mismatch });
  return new SplicedTemplate(html.split(SUGGESTED_BASE_URL_MARKER), 'text/html; charset=utf-8');
}

/** The page with the banner naming `suggestedBaseUrl`, which comes from the request: escaped. */
export function fillMisplacedPage(template: SplicedTemplate, suggestedBaseUrl: string): PreparedBody {
  return template.fill(escapeHtml(suggestedBaseUrl));
}
