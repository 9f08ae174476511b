/**
 * Where the real Docusaurus sites of `../shared/compat-sites/` are: COMPAT_SITES_DIR when set; else
 * `shared/compat-sites` beside the checkout, or beside the checkout it was cloned from (a fresh
 * clone in a temporary folder, as CI makes one, has its `origin` there). Used by the compat tests
 * and the bench's large-site rows.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { projectRoot } from '../../server/projectPaths.ts';

/** The folders looked in, in order (the first that exists is used). */
export function compatSitesCandidates(): string[] {
  if (process.env.COMPAT_SITES_DIR) return [resolve(process.env.COMPAT_SITES_DIR)];
  const beside = (root: string) => join(root, '..', 'shared', 'compat-sites');
  const candidates = [beside(projectRoot)];
  const origin = originPath();
  if (origin) candidates.push(beside(origin));
  return candidates;
}

/** The checkout this one was cloned from, when that is a folder of this machine. */
function originPath(): string | null {
  try {
    const url = execFileSync('git', ['-C', projectRoot, 'remote', 'get-url', 'origin'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const path = url.startsWith('file://') ? url.slice('file://'.length) : url;
    return isAbsolute(path) && existsSync(path) ? path : null;
  } catch {
    return null; // not a git checkout, or no origin
  }
}

/** The folder holding the archives, or the first place looked when none holds them. */
export function compatSitesDir(): string {
  const candidates = compatSitesCandidates();
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}
