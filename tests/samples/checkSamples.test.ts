/**
 * `npm run check:samples` on a small docs folder: what runs, what is skipped and why, and what a
 * sample must do to pass (exit 0 having called the sandbox, every call answered 2xx), with the
 * generated reference samples of every language run alongside the hand-written ones.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkVersionSamples } from '../../scripts/samples/checkVersionSamples.ts';
import { currentVersionOnly } from '../../server/content/sources/docsVersions.ts';
import { loadVersion } from '../../server/content/sources/loadVersion.ts';
import { tempDocsWriter } from '../support/tempDocs.ts';

const contract = await readFile(new URL('../../server/contract/fixtures/small.yaml', import.meta.url), 'utf8');
const page = (body: string) => `---\ntitle: Notes\ndescription: Notes.\n---\n\n${body}\n`;
const writeSite = tempDocsWriter();

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\``;
const SANDBOX = 'https://sandbox.example.test/v1';

async function check(body: string) {
  const root = await writeSite({ 'api/openapi.yaml': contract, 'docs/notes.md': page(body) });
  const [source] = currentVersionOnly(`${root}/docs`);
  const reports = await checkVersionSamples(await loadVersion(source!), () => {});
  return reports.map(({ where, outcome, detail }) => `${outcome} ${where} ${detail}`);
}

describe('checking samples against the sandbox', () => {
  it('passes a sample whose calls all succeed, and fails one refused, one that calls nothing, one that exits 1', async () => {
    const reports = await check(
      [
        fence('bash', `curl -sS "${SANDBOX}/notes/note_1" -H "Authorization: Bearer tok_123"`),
        fence('bash', `curl -sS "${SANDBOX}/notes/note_1" -H "Authorization: Bearer wrong"`),
        fence('python', 'print("no request")'),
        fence('ruby', 'raise "boom"'),
      ].join('\n\n'),
    );
    expect(reports).toEqual([
      'passed docs/notes.md:6 (bash) GET /v1/notes/note_1 → 200',
      expect.stringMatching(/^failed docs\/notes\.md:10 \(bash\) GET \/v1\/notes\/note_1 → 401: \{"error"/),
      'failed docs/notes.md:14 (python) no call reached the sandbox: no request',
      expect.stringMatching(/^failed docs\/notes\.md:18 \(ruby\) exit 1: .*boom/),
    ]);
  });

  it('runs the generated request samples in every language, each at its directive’s line', async () => {
    const reports = await check('Text.\n\n::operation{id="getNote"}');
    expect(reports).toEqual(
      ['bash', 'php', 'ruby', 'node', 'python'].map(
        (runtime) => `passed docs/notes.md:8 (${runtime}) GET /v1/notes/note_1 → 200`,
      ),
    );
  });

  it('skips fragments, norun blocks and languages that cannot run here, with the reason; data is no sample', async () => {
    const reports = await check(
      [
        fence('javascript fragment', 'app.get("/", handler);'),
        fence('bash norun="changes your project"', 'npm install something'),
        fence('swift', 'let x = 1'),
        fence('json', '{"a": 1}'),
      ].join('\n\n'),
    );
    expect(reports).toEqual([
      'skipped docs/notes.md:6 a fragment',
      'skipped docs/notes.md:10 norun: changes your project',
      'skipped docs/notes.md:14 swift does not run here',
    ]);
  });

  it('fails a sample that calls the production server instead of the sandbox', async () => {
    const [report] = await check(fence('bash', 'curl -sS --max-time 5 https://api.example.test/v1/notes/note_1'));
    expect(report).toMatch(/^failed docs\/notes\.md:6 \(bash\) exit \d+: curl: /);
  });
});
