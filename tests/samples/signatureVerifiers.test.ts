/**
 * The webhook verifiers the security page shows and readers download (docs/webhooks/code/) are
 * run, in their own language, against the page's published test vector: each accepts the valid
 * signature and rejects everything else the same way, failing closed without a secret.
 */
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { type Runtime, runWith } from './runtimes.ts';

const CODE = join(projectRoot, 'docs/webhooks/code');

interface Vector {
  secret: string;
  timestamp: number;
  body: string;
  signature: string;
}

/** One call of the verifier; `secret: null` is an unset variable (getenv false, ENV nil, undefined). */
interface Case {
  name: string;
  body: string;
  header: string;
  secret: string | null;
  now: number;
  valid: boolean;
}

/** Each driver reads the cases as JSON on stdin and prints one `true`/`false` per line. */
const DRIVERS: Record<Runtime, string[]> = {
  node: [
    '-e',
    `const { verifyAdvocaSignature } = require(${JSON.stringify(join(CODE, 'advoca-signature.js'))});
     const cases = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
     for (const c of cases) console.log(verifyAdvocaSignature(Buffer.from(c.body), c.header, c.secret ?? undefined, c.now));`,
  ],
  php: [
    '-r',
    `require ${JSON.stringify(join(CODE, 'advoca_signature.php'))};
     foreach (json_decode(stream_get_contents(STDIN), true) as $c) {
       echo advoca_verify_signature($c['body'], $c['header'], $c['secret'] ?? false, $c['now']) ? "true\\n" : "false\\n";
     }`,
  ],
  ruby: [
    '-rjson',
    '-e',
    `require ${JSON.stringify(join(CODE, 'advoca_signature.rb'))}
     JSON.parse($stdin.read).each { |c| puts AdvocaSignature.valid?(c["body"], c["header"], c["secret"], now: c["now"]) }`,
  ],
};

let cases: Case[];
beforeAll(async () => {
  const vector = JSON.parse(await readFile(join(CODE, 'signature-test-vector.json'), 'utf8')) as Vector;
  const { secret, timestamp: t, body, signature } = vector;
  const v1 = signature.split('v1=')[1] as string;
  const sign = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
  cases = [
    { name: 'the test vector', body, header: signature, secret, now: t, valid: true },
    { name: 'the test vector, 300 s later', body, header: signature, secret, now: t + 300, valid: true },
    { name: 'upper-case hex', body, header: `t=${t},v1=${v1.toUpperCase()}`, secret, now: t, valid: true },
    {
      name: 'a rotation (two v1, the second valid)',
      body,
      header: `t=${t},v1=${'0'.repeat(64)},v1=${v1}`,
      secret,
      now: t,
      valid: true,
    },
    {
      name: 'a tampered body',
      body: body.replace('deposit', 'Deposit'),
      header: signature,
      secret,
      now: t,
      valid: false,
    },
    { name: 'a wrong secret', body, header: signature, secret: `${secret}x`, now: t, valid: false },
    { name: 'no secret (unset variable)', body, header: signature, secret: null, now: t, valid: false },
    {
      name: 'an empty secret, signed with an empty key',
      body,
      header: `t=${t},v1=${sign('', `${t}.${body}`)}`,
      secret: '',
      now: t,
      valid: false,
    },
    { name: 'a timestamp 301 s old', body, header: signature, secret, now: t + 301, valid: false },
    { name: 'a timestamp 301 s ahead', body, header: signature, secret, now: t - 301, valid: false },
    { name: 'no t', body, header: `v1=${v1}`, secret, now: t, valid: false },
    { name: 'no v1', body, header: `t=${t}`, secret, now: t, valid: false },
    { name: 'a short v1', body, header: `t=${t},v1=${v1.slice(0, 63)}`, secret, now: t, valid: false },
    { name: 'an empty header', body, header: '', secret, now: t, valid: false },
  ];
});

describe.each(['node', 'php', 'ruby'] as const)('the %s verifier', (runtime) => {
  it('accepts the valid signature and rejects every other case, as the security page says', async () => {
    const output = await runWith(runtime, DRIVERS[runtime], JSON.stringify(cases));
    const answers = output.trim().split('\n');
    expect(Object.fromEntries(cases.map((c, i) => [c.name, answers[i]]))).toEqual(
      Object.fromEntries(cases.map((c) => [c.name, String(c.valid)])),
    );
  });
});

describe('the published test vector', () => {
  it('is a real signature of its body, and the header example on the page is that signature', async () => {
    const vector = JSON.parse(await readFile(join(CODE, 'signature-test-vector.json'), 'utf8')) as Vector;
    const expected = createHmac('sha256', vector.secret).update(`${vector.timestamp}.${vector.body}`).digest('hex');
    expect(vector.signature).toBe(`t=${vector.timestamp},v1=${expected}`);
    const page = await readFile(join(projectRoot, 'docs/webhooks/security.md'), 'utf8');
    expect(page).toContain(`Advoca-Signature: ${vector.signature}`);
  });
});
