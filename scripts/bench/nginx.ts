/** nginx for the benchmark: the same bytes as a static file, and the documented proxy config with its cache. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../support/freePort.ts';
import { documentedSite, DOCUMENTED_SITE } from '../support/nginxSite.ts';
import type { RawResponse } from './measures.ts';
import { pinned, waitForOk } from './processes.ts';

export interface BenchNginx {
  staticUrl: string;
  /** Origin of the proxy (the portal's paths, /developer/…, appended). */
  proxyUrl: string;
  stop: () => Promise<void>;
}

/** Headers nginx writes itself for a static file, or that belong to one response only. */
const NGINX_OWN_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'x-request-id',
  'server',
];

/** The proxy serves /developer/ as documented, in front of a portal run with BASE_URL=/developer/. */
export async function startNginx(work: string, sample: RawResponse, portalPort: number): Promise<BenchNginx> {
  const dir = join(work, 'nginx');
  await mkdir(join(dir, 'www'), { recursive: true });
  await writeFile(join(dir, 'www', 'page.html'), sample.body);
  const [staticPort, proxyPort] = [await freePort(), await freePort()];
  const site = documentedSite(await readFile(DOCUMENTED_SITE, 'utf8'), {
    portalPorts: [portalPort],
    listenPort: proxyPort,
    cacheDir: join(dir, 'cache'),
  });
  const config = [
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
    `  server { listen 127.0.0.1:${staticPort}; location / { root ${join(dir, 'www')}; try_files /page.html =404;`,
    `    default_type "${sample.headers['content-type']}"; add_header Content-Encoding br;`,
    // The portal's own headers too (as for the node:http baseline): a response of the same size.
    ...Object.entries(sample.headers)
      .filter(([name]) => !NGINX_OWN_HEADERS.includes(name))
      .map(([name, value]) => `    add_header ${name} "${value.replaceAll('"', '\\"')}";`),
    '  } }',
    site,
    '}',
  ].join('\n');
  await writeFile(join(dir, 'nginx.conf'), config);
  const [file, args] = pinned('/usr/sbin/nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;']);
  const child: ChildProcess = spawn(file, args, { stdio: 'inherit' });
  await waitForOk(`http://127.0.0.1:${staticPort}/`);
  await waitForOk(`http://127.0.0.1:${proxyPort}/developer/healthz`);
  return {
    staticUrl: `http://127.0.0.1:${staticPort}/`,
    proxyUrl: `http://127.0.0.1:${proxyPort}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
