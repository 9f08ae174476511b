/**
 * A replica restarting under traffic: two real portal processes (the server bundle of the full
 * build the unit suite's global setup made) as the upstream pair of the documented nginx configuration, a bounded load of pages,
 * page data and assets through nginx, and SIGTERM to one replica in the middle of it. No request
 * may fail: nginx retries what the stopping replica refuses or drops on the other one.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildOutputPaths } from '../../server/projectPaths.ts';
import { CLIENT_MANIFEST_FILE, type ClientAssets } from '../../server/render/clientAssets.ts';
import { type RunningNginx, startNginx } from '../support/nginx.ts';
import { type PortalProcess, startPortalProcess } from '../support/portalProcess.ts';

/** Responses before the SIGTERM, and after the stopped replica has exited. */
const RESPONSES_BEFORE_STOP = 1000;
const RESPONSES_AFTER_EXIT = 1000;
/** The load's bounds, whatever happens: at most this many requests, paced at this rate. */
const MAX_REQUESTS = 9000;
const REQUESTS_PER_SECOND = 600;

let distDir: string;
let replicas: PortalProcess[] = [];
let nginx: RunningNginx | undefined;

beforeAll(() => {
  distDir = inject('distDir');
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
});

/** Log lines of requests a replica answered (one JSON line each, pino-http). */
const answered = (replica: PortalProcess) => (replica.output().match(/"res":\{"statusCode":/g) ?? []).length;

describe('a rolling restart behind nginx', () => {
  it('loses no request when one of two replicas is stopped under load, and that replica exits 0', async () => {
    const env = {
      BASE_URL: '/developer/',
      TRUST_PROXY: 'loopback',
      // A short drain, so the stopped replica leaves well within the load (see README, Operations).
      SHUTDOWN_DELAY_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '8000',
    };
    replicas = await Promise.all([startPortalProcess(distDir, env), startPortalProcess(distDir, env)]);
    const [stopped, survivor] = replicas as [PortalProcess, PortalProcess];
    const proxy = await startNginx(replicas.map((replica) => replica.port));
    nginx = proxy;
    const assets = JSON.parse(
      await readFile(join(buildOutputPaths(distDir).clientDir, CLIENT_MANIFEST_FILE), 'utf8'),
    ) as ClientAssets;

    // Pages and page data nginx keeps for a second, and the same with a query string of their
    // own ([<id>], a new one each request), which nginx cannot have cached: those always reach a replica.
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/developer/docs/ios/badge', headers: { 'accept-encoding': 'br, gzip' } },
      {
        method: 'GET',
        path: '/developer/docs/webhooks/security?load=[<id>]',
        headers: { 'accept-encoding': 'br, gzip' },
      },
      { method: 'GET', path: '/developer/api/content?path=%2Fdocs%2Fandroid%2Fclient' },
      { method: 'GET', path: '/developer/api/content?path=%2Fdocs%2Fios%2Finstallation&load=[<id>]' },
      { method: 'GET', path: '/developer/?load=[<id>]' },
      { method: 'GET', path: `/developer${assets.script}` },
    ];

    let responses = 0;
    const statuses = new Set<number>();
    let signalled = false;
    let exitedAt: number | undefined;
    let survivorAnsweredAtExit = 0;
    void stopped.exit.then(() => {
      exitedAt = responses;
      survivorAnsweredAtExit = answered(survivor);
    });
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const options: autocannon.Options = {
        url: proxy.origin,
        connections: 8,
        amount: MAX_REQUESTS,
        overallRate: REQUESTS_PER_SECOND,
        idReplacement: true,
        requests,
        timeout: 10,
      };
      const instance = autocannon(options, (error: unknown, finished: autocannon.Result) =>
        error ? reject(error) : resolve(finished),
      );
      instance.on('response', (_client, statusCode) => {
        responses += 1;
        statuses.add(statusCode);
        if (!signalled && responses >= RESPONSES_BEFORE_STOP) {
          signalled = true;
          stopped.child.kill('SIGTERM');
        }
        if (exitedAt !== undefined && responses >= exitedAt + RESPONSES_AFTER_EXIT) instance.stop();
      });
    });

    expect(await stopped.exit).toBe(0);
    // The replica left while the load went on: the rest went to the other one.
    expect(exitedAt, 'the stopped replica had not exited when the load ended').toBeDefined();
    expect(answered(stopped)).toBeGreaterThan(0);
    expect(answered(survivor)).toBeGreaterThan(survivorAnsweredAtExit);

    const failed = { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, statuses: [...statuses] };
    expect(failed, await proxy.errorLog()).toEqual({ errors: 0, timeouts: 0, non2xx: 0, statuses: [200] });
    expect(result['2xx']).toBe(responses);
    expect(responses).toBeGreaterThanOrEqual(RESPONSES_BEFORE_STOP + RESPONSES_AFTER_EXIT);
  }, 120_000);
});
