/**
 * `npm run check:samples` on a small docs folder: what runs, what is skipped and why, and what a
 * sample must do to pass (exit 0 having called the sandbox, every call answered 2xx), with the
 * generated reference samples of every language run alongside the hand-written ones, and flows:
 * steps that share a folder and what they export, and stop at the first that fails.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkVersionSamples } from '../../scripts/samples/checkVersionSamples.ts';
import { currentVersionOnly } from '../../server/content/sources/docsVersions.ts';
import { loadVersion } from '../../server/content/sources/loadVersion.ts';
import { projectRoot } from '../../server/projectPaths.ts';
import { describeEachStore } from '../../server/sandbox/store/testStores.ts';
import { tempDocsWriter } from '../support/tempDocs.ts';

const contract = await readFile(new URL('../../server/contract/fixtures/small.yaml', import.meta.url), 'utf8');
const page = (body: string) => `---\ntitle: Notes\ndescription: Notes.\n---\n\n${body}\n`;
const writeSite = tempDocsWriter();

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\``;
const SANDBOX = 'https://sandbox.example.test/v1';

async function check(body: string, more: Record<string, string> = {}) {
  const root = await writeSite({ 'api/openapi.yaml': contract, 'docs/notes.md': page(body), ...more });
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

  describe('flows', () => {
    const get = (path: string, token = 'tok_123') =>
      `curl -fsS "${SANDBOX}/notes/${path}" -H "Authorization: Bearer ${token}"`;

    it('runs a page’s steps in order in one folder, each seeing what the bash steps before it exported', async () => {
      const reports = await check(
        [
          // A value with a newline survives the trip; a variable not exported stays in its step.
          fence(
            'bash flow="notes"',
            `export NOTE=$(${get('note_1')} | jq -r .id)\nexport LINES=$'a\\nb'\nKEPT=no\n${get('note_1')} > first.json`,
          ),
          fence('bash', `test -z "\${NOTE:-}"\n${get('note_1')}`),
          fence(
            'bash flow="notes"',
            `test -z "\${KEPT:-}"\ntest "$LINES" = $'a\\nb'\ntest -s first.json\n${get('$NOTE')}`,
          ),
          fence(
            'python flow="notes"',
            `import os, requests\nrequests.get("${SANDBOX}/notes/" + os.environ["NOTE"], headers={"Authorization": "Bearer tok_123"}).raise_for_status()`,
          ),
        ].join('\n\n'),
      );
      expect(reports).toEqual([
        'passed docs/notes.md:6 (bash, flow notes 1/3) GET /v1/notes/note_1 → 200, GET /v1/notes/note_1 → 200',
        'passed docs/notes.md:13 (bash) GET /v1/notes/note_1 → 200',
        'passed docs/notes.md:18 (bash, flow notes 2/3) GET /v1/notes/note_1 → 200',
        'passed docs/notes.md:25 (python, flow notes 3/3) GET /v1/notes/note_1 → 200',
      ]);
    });

    it('stops at the first failing step: every later step fails naming it, and counts', async () => {
      const reports = await check(
        [
          fence('bash flow="notes"', `export TOKEN=wrong\n${get('note_1')}`),
          fence('bash flow="notes"', get('note_1', '$TOKEN')),
          fence('bash flow="notes"', get('note_1')),
          fence('bash flow="other"', get('note_1')),
        ].join('\n\n'),
      );
      expect(reports).toEqual([
        'passed docs/notes.md:6 (bash, flow notes 1/3) GET /v1/notes/note_1 → 200',
        expect.stringMatching(/^failed docs\/notes\.md:11 \(bash, flow notes 2\/3\) exit 22: curl: .*401/),
        'failed docs/notes.md:15 (bash, flow notes 3/3) not run: an earlier step of flow notes failed (docs/notes.md:11)',
        'passed docs/notes.md:19 (bash, flow other 1/1) GET /v1/notes/note_1 → 200',
      ]);
    });

    it('keeps flows of one name on two pages apart', async () => {
      const reports = await check(fence('bash flow="notes"', `export NOTE=note_1\n${get('$NOTE')}`), {
        'docs/other.md': page(fence('bash flow="notes"', `test -z "\${NOTE:-}"\n${get('note_1')}`)),
      });
      expect(reports.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
        'passed docs/notes.md:6',
        'passed docs/other.md:6',
      ]);
    });
  });
});

// The flow, as the docs walk a reader through it: each step a sample of the page, in order,
// on one key it mints, against the real contract's sandbox, on each store the server can use.
describeEachStore('the docs’ walkthrough, docs/api/quickstart.md', (stores) => {
  it('passes every step, in page order, on the one sandbox key its first step mints', async () => {
    const read = (path: string) => readFile(`${projectRoot}/${path}`, 'utf8');
    const root = await writeSite({
      'api/openapi.yaml': await read('api/openapi.yaml'),
      'redocly.yaml': await read('redocly.yaml'),
      'docs/api/quickstart.md': await read('docs/api/quickstart.md'),
      // The page reads facts (`{{api.userTokenLifetimeMinutes}}`), as the docs do.
      'docs/_facts.yaml': await read('docs/_facts.yaml'),
    });
    const [source] = currentVersionOnly(`${root}/docs`);
    const reports = await checkVersionSamples(await loadVersion(source!), () => {}, { store: stores.store });
    const calls = reports.map(({ outcome, detail }) => `${outcome} ${detail.replace(/usr_\w+|cur_\w+/g, '…')}`);
    expect(calls).toEqual([
      'passed POST /keys → 201',
      'passed POST /v2/s2s/users → 201',
      'passed POST /v2/s2s/users/…/authenticate → 200',
      'passed GET /v2/chat/professionals → 200',
      'passed POST /v2/chat/messages → 201, POST /v2/chat/messages → 201',
      // One message a page, two or, when Maria Lindqvist answered already, three: the loop ends
      // where next_cursor is null.
      expect.stringMatching(
        /^passed GET \/v2\/chat\/messages\?professional_id=pro_4Kd2Ns&limit=1 → 200(, GET \/v2\/chat\/messages\?professional_id=pro_4Kd2Ns&limit=1&cursor=… → 200){1,2}$/,
      ),
      // Asks until her answer is there (a few seconds, at most 10 tries), then marks it read as Tomás.
      expect.stringMatching(
        /^passed (GET \/v2\/chat\/messages\?professional_id=pro_4Kd2Ns → 200, ){1,10}PATCH \/v2\/chat\/messages\/msg_[A-Za-z0-9]+\/status → 200$/,
      ),
      'passed GET /v2/chat/unread-count → 200, GET /v2/chat/unread-count?professional_id=pro_4Kd2Ns → 200',
      'passed GET /events → 200',
    ]);
  });
});
