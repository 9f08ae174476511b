/**
 * Debian's nginx with the documented site configuration (deploy/nginx/developer-portal.conf) in
 * front of portals on loopback ports, as the nginx tests and the benchmark run it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/projectPaths.ts';
import { freePort } from './freePort.ts';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const DOCUMENTED_SITE = join(projectRoot, 'deploy/nginx/developer-portal.conf');

/** The upstream block's `server` lines: the shipped file lists its replicas on 127.0.0.1. */
const UPSTREAM_SERVER = /^([ \t]*)server 127\.0\.0\.1:\d+([^;\n]*);\n/gm;

export interface SiteOptions {
  /** The portals to proxy to: the upstream gets one `server` line each, with the shipped parameters. */
  portalPorts: number[];
  listenPort: number;
  cacheDir: string;
}

/** The documented file with this run's upstream ports, listening address and a writable cache folder. */
export function documentedSite(text: string, { portalPorts, listenPort, cacheDir }: SiteOptions): string {
  let replaced = false;
  const site = text
    .replace(UPSTREAM_SERVER, (_line, indent: string, parameters: string) => {
      if (replaced) return '';
      replaced = true;
      return portalPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};\n`).join('');
    })
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replace('/var/cache/nginx/developer-portal', cacheDir);
  if (!replaced || !site.includes(`listen 127.0.0.1:${listenPort};`)) {
    throw new Error(`${DOCUMENTED_SITE} no longer has the upstream servers or the listen line this helper rewrites`);
  }
  return site;
}

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
  const site = documentedSite(await readFile(DOCUMENTED_SITE, 'utf8'), { portalPorts, listenPort, cacheDir: join(dir, 'cache') });
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
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await fetch(`${origin}/developer/healthz`).catch(() => null))?.status === 200) return { origin, errorLog, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = await errorLog();
  await stop();
  throw new Error(`nginx did not come up: ${log}`);
}
