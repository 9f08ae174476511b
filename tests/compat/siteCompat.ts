/**
 * One real Docusaurus site, checked as its readers would meet it (scripts/compat/checkSite.ts):
 * imported into a copy of the portal, built with every problem a warning, served, and read at the
 * addresses Docusaurus gives its pages. The archives are the unchanged sites described in
 * `../shared/compat-sites/README.md` (where: scripts/compat/compatSitesDir.ts); without them the test fails, naming the folder, as a missing tool does.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compatSitesCandidates, compatSitesDir } from '../../scripts/compat/compatSitesDir.ts';
import {
  type CheckOptions,
  type CompatReport,
  THRESHOLDS,
  checkCompat,
  blogSummary,
  formatReport,
  pagesSummary,
  summary,
} from '../../scripts/compat/checkSite.ts';

export const COMPAT_SITES_DIR = compatSitesDir();

/** An import, a build, a check:docs and a few hundred requests: minutes on a loaded two-core runner. */
const SITE_CHECK_LIMIT_MS = 15 * 60_000;

export function describeCompatSite(archive: string, options: Pick<CheckOptions, 'siteBrokenLinks'> = {}) {
  describe(`the Docusaurus site ${archive}, imported, built and read at its Docusaurus addresses`, () => {
    let report: CompatReport;
    let printed: string;

    beforeAll(async () => {
      const file = join(COMPAT_SITES_DIR, archive);
      await access(file).catch(() => {
        throw new Error(
          `${archive} is missing: the compatibility sites are expected in ../shared/compat-sites beside the repository or the one it was cloned from, or in COMPAT_SITES_DIR (looked in ${compatSitesCandidates().join(', ')})`,
        );
      });
      report = await checkCompat(file, options);
      printed = formatReport(report, { limit: 30 });
      console.log(printed);
    }, SITE_CHECK_LIMIT_MS);

    it(`imports, and builds with DOCS_ON_PAGE_ERROR${options.siteBrokenLinks ? ' and DOCS_ON_BROKEN_ANCHORS at warn, under the site’s own onBrokenLinks' : ', DOCS_ON_BROKEN_LINKS and DOCS_ON_BROKEN_ANCHORS at warn'}`, () => {
      expect(report.importRun.ok, report.importRun.output).toBe(true);
      expect(report.buildRun.ok, report.buildRun.output).toBe(true);
      expect(report.serverError).toBeNull();
    });

    it('serves at least 98 % of the pages its sidebars list at the address Docusaurus gives them, under its base URL', () => {
      const s = summary(report);
      expect(s.expected).toBeGreaterThan(0);
      expect(s.share200, printed).toBeGreaterThanOrEqual(THRESHOLDS.share200);
    });

    it('shows a fallback notice of its own (not one Docusaurus fails on too) on at most 5 % of those pages', () => {
      expect(summary(report).shareFallback, printed).toBeLessThanOrEqual(THRESHOLDS.shareFallback);
    });

    it('shows no raw MDX, JSX, import/export lines or ::: fences in any article', () => {
      expect(summary(report).rawMdx).toEqual([]);
    });

    it('resolves every navbar and footer link into the docs', () => {
      expect(summary(report).failingLinks).toEqual([]);
    });

    it('names in the build’s report every navbar and footer link into the site that does not answer', () => {
      expect(report.otherBrokenLinks.filter((link) => !link.named)).toEqual([]);
    });

    it('serves its blog routes and src/pages routes at their Docusaurus addresses, with no raw MDX', () => {
      const blog = blogSummary(report);
      if (blog.expected > 0) expect(blog.share, printed).toBeGreaterThanOrEqual(THRESHOLDS.blogShare200);
      expect(blog.rawMdx).toEqual([]);
      const pages = pagesSummary(report);
      expect(pages.share, printed).toBeGreaterThanOrEqual(THRESHOLDS.pagesShare200);
      expect(pages.rawMdx).toEqual([]);
    });

    it('check:docs prints every problem the build warns about, in one run', () => {
      expect(report.checkDocsRun, 'check:docs did not run').not.toBeNull();
      expect(report.missedByCheckDocs).toEqual([]);
    });
  });
}
