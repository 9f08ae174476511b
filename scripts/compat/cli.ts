/**
 * `npm run check:compat -- <archive or site folder> [...] [--keep | --reuse <copy>] [--commit <ref>] [--site-broken-links] [--json <file>]`: imports each
 * Docusaurus site into a temporary copy of the portal, builds it with every problem a warning,
 * serves it and checks it as its readers would (see checkSite.ts), then prints a short report.
 * Exits 1 when a site misses a threshold (98 % of sidebar pages at their Docusaurus address, at
 * most 5 % fallback pages, no raw MDX, every navbar and footer docs link resolving, check:docs
 * printing every problem of the build, and for a site with a blog 98 % of its routes right and no
 * raw MDX on its pages).
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type CompatReport, checkCompat, formatReport, thresholdFailures } from './checkSite.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    keep: { type: 'boolean' },
    json: { type: 'string' },
    limit: { type: 'string' },
    commit: { type: 'string' },
    reuse: { type: 'string' },
    'site-broken-links': { type: 'boolean' },
  },
});
if (positionals.length === 0) {
  console.error(
    'usage: npm run check:compat -- <archive (.tar.gz) or folder holding docusaurus.config.*> [...] [--keep | --reuse <kept copy>] [--commit <git ref>] [--site-broken-links] [--json <file>] [--limit <lines>]',
  );
  process.exit(2);
}
const reports: CompatReport[] = [];
let failed = false;
for (const input of positionals) {
  // A site the oracles cannot read at all (its config does not evaluate) is one line, and the next site is checked.
  const report = await checkCompat(input, {
    keep: values.keep,
    commit: values.commit,
    reuse: values.reuse,
    siteBrokenLinks: values['site-broken-links'],
    log: (line) => console.error(`[${input}] ${line}`),
  }).catch((error: unknown) => {
    console.log(`${input}: cannot be checked: ${(error as Error).message.split('\n')[0]}\n`);
    return null;
  });
  if (!report) {
    failed = true;
    continue;
  }
  reports.push(report);
  console.log(formatReport(report, { limit: Number(values.limit ?? 10) }));
  const failures = thresholdFailures(report);
  console.log(failures.length === 0 ? '  => meets every threshold\n' : `  => FAILS: ${failures.join('; ')}\n`);
  failed ||= failures.length > 0;
}
if (values.json)
  await writeFile(
    values.json,
    JSON.stringify(
      reports.map(({ importRun, buildRun, checkDocsRun, ...rest }) => ({
        ...rest,
        importRun: { ...importRun, output: importRun.output.slice(-20_000) },
        buildRun: { ...buildRun, output: buildRun.output.slice(-20_000) },
        checkDocsRun: checkDocsRun && { ...checkDocsRun, output: checkDocsRun.output.slice(-20_000) },
      })),
      null,
      2,
    ),
  );
process.exit(failed ? 1 : 0);
