/**
 * The documented nginx site (deploy/nginx/developer-portal.conf) rewritten for a run on loopback
 * ports: shared by the nginx tests (tests/support/nginx.ts) and the benchmark.
 */
import { join } from 'node:path';
import { projectRoot } from '../../server/projectPaths.ts';

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
