/** axe-core's serious and critical findings on a page, for the accessibility checks of several tests. */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function seriousViolations(page: Page): Promise<Finding[]> {
  // page.evaluate runs over the DevTools protocol, so the page's strict CSP does not block it.
  await page.evaluate(axe.source);
  const findings = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}
