/**
 * The complete webhook receivers the security page shows (docs/webhooks/code/), run as the page
 * says to run them: each answers 200 to a request signed now with the endpoint's secret, and 400
 * to a tampered body, a missing header, and (with the secret unset) a request signed with an
 * empty key.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { type Runtime, type SampleServer, startSampleServer } from './runtimes.ts';

const run = promisify(execFile);
const CODE = join(projectRoot, 'docs/webhooks/code');
const SECRET = 'whsec_8Yk2Qf7Lm3Np';
const BODY = JSON.stringify({ id: 'evt_6Rb2Tx', type: 'message.created', data: { id: 'msg_3Hv6Pe' } });

/** How each receiver is started, as its first comment tells readers to. */
const RECEIVERS: Record<Runtime, (port: number) => string[]> = {
  node: () => [join(CODE, 'server.js')],
  php: (port) => ['-S', `127.0.0.1:${port}`, join(CODE, 'webhook.php')],
  ruby: (port) => [join(CODE, 'app.rb'), '-p', String(port), '-o', '127.0.0.1'],
};

function signedNow(body: string, key: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
}

function deliver(server: SampleServer, body: string, signature?: string) {
  return fetch(`${server.origin}/webhooks/advoca`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'advoca-signature': signature } : {}) },
    body,
  });
}

describe.each(Object.keys(RECEIVERS) as Runtime[])('the %s receiver', (runtime) => {
  let withSecret: SampleServer;
  let withoutSecret: SampleServer;
  beforeAll(async () => {
    [withSecret, withoutSecret] = await Promise.all([
      startSampleServer(runtime, RECEIVERS[runtime], { ADVOCA_WEBHOOK_SECRET: SECRET }),
      startSampleServer(runtime, RECEIVERS[runtime], { ADVOCA_WEBHOOK_SECRET: undefined }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withSecret?.stop(), withoutSecret?.stop()]);
  });

  it('accepts an event signed now with the secret and logs it', async () => {
    const response = await deliver(withSecret, BODY, signedNow(BODY, SECRET));
    expect(response.status).toBe(200);
    await expect.poll(() => withSecret.output()).toContain('evt_6Rb2Tx');
  });

  it("accepts the request the page's sign-test-request.sh sends", async () => {
    const { stdout } = await run('bash', [join(CODE, 'sign-test-request.sh'), `${withSecret.origin}/webhooks/advoca`], {
      env: { ...process.env, ADVOCA_WEBHOOK_SECRET: SECRET },
    });
    expect(stdout.trim()).toBe('ok');
  });

  it('rejects a tampered body, a wrong secret and a missing header with 400', async () => {
    const signature = signedNow(BODY, SECRET);
    expect((await deliver(withSecret, BODY.replace('msg_', 'msX'), signature)).status).toBe(400);
    expect((await deliver(withSecret, BODY, signedNow(BODY, `${SECRET}x`))).status).toBe(400);
    expect((await deliver(withSecret, BODY)).status).toBe(400);
  });

  it('fails closed when ADVOCA_WEBHOOK_SECRET is unset, even for a request signed with an empty key', async () => {
    expect((await deliver(withoutSecret, BODY, signedNow(BODY, ''))).status).toBe(400);
    expect((await deliver(withoutSecret, BODY, signedNow(BODY, SECRET))).status).toBe(400);
  });
});
