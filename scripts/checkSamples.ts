/**
 * `npm run check:samples`: runs every runnable code block of the current docs (bash with curl,
 * Node, PHP, Ruby, Python; the generated request samples included) against the API sandbox,
 * served from the contract over HTTPS on a loopback port. One line per sample, skipped ones with
 * their reason, then `N passed, M failed, K skipped`; exits 1 when one failed. The sandbox keeps
 * its state in memory, or in PostgreSQL when SANDBOX_DATABASE_URL is set, as the server does. How a
 * block opts out, and how blocks form a flow: handbook/api-and-sandbox.md, "Samples that run".
 */
import { CURRENT_VERSION, readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { loadVersion } from '../server/content/sources/loadVersion.ts';
import { projectRoot } from '../server/projectPaths.ts';
import { createPostgresStore, type PostgresStore } from '../server/sandbox/store/postgresStore.ts';
import { checkVersionSamples, type SampleReport } from './samples/checkVersionSamples.ts';

const MARK: Record<SampleReport['outcome'], string> = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' };

let store: PostgresStore | undefined;
try {
  const current = (await readDocsVersions(projectRoot)).find((source) => source.name === CURRENT_VERSION);
  if (!current) throw new Error('There are no current docs (docs/) to check');
  const databaseUrl = process.env.SANDBOX_DATABASE_URL;
  if (databaseUrl) {
    store = createPostgresStore(databaseUrl);
    await store.ready();
  }
  // The URL is never printed: it may hold a password.
  console.log(`sandbox store: ${store ? 'PostgreSQL (SANDBOX_DATABASE_URL)' : 'in memory'}`);
  const reports = await checkVersionSamples(
    await loadVersion(current),
    (report) => console.log(`${MARK[report.outcome]} ${report.where}  ${report.detail}`),
    store ? { store } : {},
  );
  const count = (outcome: SampleReport['outcome']) => reports.filter((report) => report.outcome === outcome).length;
  console.log(`${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
  process.exitCode = count('failed') > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store?.close();
}
