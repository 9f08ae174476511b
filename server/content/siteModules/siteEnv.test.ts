import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { evaluateSiteModule } from './evaluateSiteModule.ts';
import { siteEnv, siteEnvNames, siteProcess, withSiteEnv } from './siteEnv.ts';

const SECRET = 'postgresql://portal:hunter2-secret@db.internal/sandbox';
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-env-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('siteEnvNames', () => {
  it('lists the names of DOCS_SITE_ENV, comma- or space-separated', () => {
    expect(siteEnvNames({ DOCS_SITE_ENV: 'ALGOLIA_APP_ID, PUBLIC_X  OTHER,' })).toEqual([
      'ALGOLIA_APP_ID',
      'PUBLIC_X',
      'OTHER',
    ]);
    expect(siteEnvNames({})).toEqual([]);
  });

  it('stops on a name that is not a variable, or one of the portal’s own', () => {
    expect(() => siteEnvNames({ DOCS_SITE_ENV: 'A-B' })).toThrow('DOCS_SITE_ENV: "A-B" is not a variable name');
    expect(() => siteEnvNames({ DOCS_SITE_ENV: 'X,SANDBOX_DATABASE_URL' })).toThrow(
      "DOCS_SITE_ENV: SANDBOX_DATABASE_URL is the portal's own variable, never passed to site code",
    );
  });
});

describe('siteEnv', () => {
  it('holds NODE_ENV and the listed variables, nothing else', () => {
    const env = siteEnv({ NODE_ENV: 'production', DOCS_SITE_ENV: 'PUBLIC_X,UNSET', PUBLIC_X: '1', SECRET });
    expect(env).toEqual({ NODE_ENV: 'production', PUBLIC_X: '1' });
  });

  it('gives site code a process whose env is the clean one, the rest the real process’s', () => {
    const proc = siteProcess({ NODE_ENV: 'test' });
    expect(proc.env).toEqual({ NODE_ENV: 'test' });
    expect(proc.cwd()).toBe(process.cwd());
    expect(proc.platform).toBe(process.platform);
  });

  it('reads as the site’s env only within withSiteEnv, while other work reads the real one', async () => {
    vi.stubEnv('SANDBOX_DATABASE_URL', SECRET);
    let release!: () => void;
    const inside = withSiteEnv({ NODE_ENV: 'x' }, async () => {
      const before = process.env.SANDBOX_DATABASE_URL;
      await new Promise<void>((resolve) => (release = resolve));
      return [before, process.env.SANDBOX_DATABASE_URL, process.env.NODE_ENV];
    });
    // Meanwhile, outside: the real environment.
    expect(process.env.SANDBOX_DATABASE_URL).toBe(SECRET);
    release();
    expect(await inside).toEqual([undefined, undefined, 'x']);
    expect(process.env.SANDBOX_DATABASE_URL).toBe(SECRET);
    expect(Object.getOwnPropertyDescriptor(process, 'env')).toMatchObject({ writable: true });
  });
});

describe('evaluateSiteModule with the site’s environment', () => {
  it('evaluates a CommonJS file without the process’s variables and names those it read', async () => {
    vi.stubEnv('SANDBOX_DATABASE_URL', SECRET);
    vi.stubEnv('ALGOLIA_API_KEY', 'algolia-secret');
    vi.stubEnv('PUBLIC_SEARCH_ID', 'search-id');
    vi.stubEnv('DOCS_SITE_ENV', 'PUBLIC_SEARCH_ID');
    const dir = await site({
      'website/config.js': `const keys = require('./keys.js');
module.exports = { db: process.env.SANDBOX_DATABASE_URL, all: { ...process.env }, keys, mode: process.env.NODE_ENV };`,
      'website/keys.js': `module.exports = { algolia: process.env.ALGOLIA_API_KEY, id: process.env.PUBLIC_SEARCH_ID };`,
    });
    const { value, envNotPassed } = await evaluateSiteModule(join(dir, 'website/config.js'));
    expect(JSON.stringify(value)).not.toContain('secret');
    expect(value).toEqual({
      all: { NODE_ENV: process.env.NODE_ENV, PUBLIC_SEARCH_ID: 'search-id' },
      keys: { id: 'search-id' },
      mode: process.env.NODE_ENV,
    });
    // keys.js runs first, as config.js requires it before its own reads.
    expect(envNotPassed).toEqual(['ALGOLIA_API_KEY', 'SANDBOX_DATABASE_URL']);
    expect(process.env.SANDBOX_DATABASE_URL).toBe(SECRET);
  });

  it('evaluates an ESM TypeScript file and the function it exports without them', async () => {
    vi.stubEnv('SANDBOX_DATABASE_URL', SECRET);
    const dir = await site({
      'website/config.ts': `import process from 'node:process';
const atLoad: string | undefined = process.env.SANDBOX_DATABASE_URL;
export default async function create() {
  await new Promise((resolve) => setTimeout(resolve, 1));
  return { atLoad, called: process.env.SANDBOX_DATABASE_URL ?? 'unset', shell: require('node:child_process').execSync('env').toString() };
}`,
    });
    const { value, envNotPassed } = await evaluateSiteModule(join(dir, 'website/config.ts'), {
      call: true,
      alone: true,
    });
    expect(value).toMatchObject({ atLoad: undefined, called: 'unset' });
    expect(JSON.stringify(value)).not.toContain('hunter2');
    expect(envNotPassed).toEqual(['SANDBOX_DATABASE_URL']);
  });

  it('evaluates a native ESM file (.mjs) without them', async () => {
    vi.stubEnv('SANDBOX_DATABASE_URL', SECRET);
    const dir = await site({
      'website/config.mjs': `import { value } from './other.mjs';
export default { value, here: process.env.SANDBOX_DATABASE_URL };`,
      'website/other.mjs': `await Promise.resolve();
export const value = globalThis.process.env.SANDBOX_DATABASE_URL;`,
    });
    const { value, envNotPassed } = await evaluateSiteModule(join(dir, 'website/config.mjs'));
    expect(value).toEqual({ value: undefined, here: undefined });
    expect(envNotPassed).toEqual(['SANDBOX_DATABASE_URL']);
  });
});
