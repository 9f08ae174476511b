/**
 * Debian's nginx with the documented site configuration (deploy/nginx/developer-portal.conf) in
 * front of portals on loopback ports, as the nginx tests and the benchmark run it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/support/freePort.ts';
import { DOCUMENTED_SITE, documentedSite, NGINX } from '../../scripts/support/nginxSite.ts';
import { withinStartupLimit } from './startupLimit.ts';

export interface RunningNginx {
  /** `http://127.0.0.1:<port>`; the portal is under `/developer/`. */
  origin: string;
  errorLog: () => Promise<string>;
  stop: () => Promise<void>;
}

/** Starts nginx in front of `portalPorts`; resolves once `/developer/healthz` answers 200 through it. */
export async function startNginx(portalPorts: number[]): Promise<RunningNginx> {
  // Never skipped: CI installs nginx (.ci/run); a missing one is a failure, as for Chromium.
  if (!existsSync(NGINX)) throw new Error(`The nginx tests need Debian's nginx at ${NGINX}: apt-get install nginx`);
  const dir = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  const listenPort = await freePort();
  const site = documentedSite(await readFile(DOCUMENTED_SITE, 'utf8'), {
    portalPorts,
    listenPort,
    cacheDir: join(dir, 'cache'),
  });
  await writeFile(join(dir, 'site.conf'), site);
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
      // As root, workers would switch to an unprivileged user that cannot write the temp folders.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${listenPort}`;
  const since = performance.now();
  while (withinStartupLimit(since)) {
    if ((await fetch(`${origin}/developer/healthz`).catch(() => null))?.status === 200)
      return { origin, errorLog, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = await errorLog();
  await stop();
  throw new Error(`nginx did not come up: ${log}`);
}
