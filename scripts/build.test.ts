/**
 * `npm run build` and `npm start` on broken content (fixtures in temporary folders): the build
 * fails with every problem listed, and start serves nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../server/projectPaths.ts';
import { tempDocsWriter } from '../tests/support/tempDocs.ts';
import { BUILD_NODE_ARGS } from './buildCommand.ts';

const site = tempDocsWriter();
const outputs: string[] = [];
afterEach(async () => {
  await Promise.all(outputs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const page = (title: string, body = '') =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## Usage\n\n${body}\n`;

async function run(
  command: string[],
  contentRoot: string,
): Promise<{ code: number | null; output: string; distDir: string }> {
  const distDir = await mkdtemp(join(tmpdir(), 'portal-build-'));
  outputs.push(distDir);
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: projectRoot,
    env: { ...process.env, PORTAL_CONTENT_ROOT: contentRoot, PORTAL_DIST_DIR: distDir, PORT: '0' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output, distDir };
}

const build = (contentRoot: string) => run([process.execPath, ...BUILD_NODE_ARGS], contentRoot);

describe('npm run build on broken content', () => {
  it('fails listing every broken link and anchor as file:line → target (reason)', async () => {
    const root = await site({
      'docs/start.md': page('Start', '[gone](/docs/nowhere) and [setup](./setup.md#nope)\n\n[fine](./setup.md#usage)'),
      'docs/setup.md': page('Setup', 'Back to [start](/docs/start#missing).'),
    });
    const { code, output, distDir } = await build(root);
    expect(code).toBe(1);
    expect(output).toContain('Build failed: 3 broken links in docs/:');
    expect(output).toContain('docs/start.md:8 → /docs/nowhere (no such page)');
    expect(output).toContain('docs/start.md:8 → ./setup.md#nope (no heading #nope on /docs/setup)');
    expect(output).toContain('docs/setup.md:8 → /docs/start#missing (no heading #missing on /docs/start)');
    expect(existsSync(join(distDir, 'content.json'))).toBe(false);
  }, 60_000);

  it.each([
    [
      'a title that is not text',
      { 'docs/a.md': '---\ntitle: [A]\ndescription: No title.\n---\nText.\n' },
      'docs/a.md: front matter "title" must be a non-empty string',
    ],
    [
      'a mistyped position',
      { 'docs/a.md': '---\ntitle: A\ndescription: A page.\nsidebar_position: first\n---\n' },
      'docs/a.md: front matter "sidebar_position" must be a number',
    ],
    [
      'two files claiming one route',
      { 'docs/ios.md': page('iOS'), 'docs/ios/index.md': page('iOS index') },
      'route /docs/ios is already taken',
    ],
  ])(
    'fails on %s, naming the file',
    async (_case, files, message) => {
      const { code, output } = await build(await site(files));
      expect(code).toBe(1);
      expect(output).toContain(message);
    },
    60_000,
  );
});

describe('npm start on broken content', () => {
  it('does not serve a build that failed', async () => {
    const root = await site({ 'docs/start.md': page('Start', '[gone](/docs/nowhere)') });
    const { code, output } = await run(['npm', 'start', '--silent'], root);
    expect(code).not.toBe(0);
    expect(output).toContain('Build failed');
    expect(output).not.toContain('listening');
  }, 60_000);
});
