/** `npm run check:docs` on the fixture with two broken pages in two versions, under each DOCS_ON_PAGE_ERROR. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/projectPaths.ts';

async function checkDocs(onPageError: 'throw' | 'warn'): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/checkDocs.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORTAL_CONTENT_ROOT: join(projectRoot, 'tests/fixtures/broken-pages-site'),
      DOCS_ON_PAGE_ERROR: onPageError,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

const FANCY = 'docs/guide/fancy.mdx:8: unknown component <Fancy>';
const OLD_WIDGET = 'versioned_docs/version-1.0/old-widget.mdx:6: cannot import Box';

describe('npm run check:docs with pages that cannot be built', () => {
  it('under throw, lists both problems in file order in one run and exits non-zero', async () => {
    const { code, output } = await checkDocs('throw');
    expect(code).toBe(1);
    expect(output.indexOf(FANCY)).toBeGreaterThanOrEqual(0);
    expect(output.indexOf(OLD_WIDGET)).toBeGreaterThan(output.indexOf(FANCY));
    expect(output).not.toContain('unknown doc id');
  }, 60_000);

  it('under warn, warns of both and exits 0', async () => {
    const { code, output } = await checkDocs('warn');
    expect(code).toBe(0);
    expect(output).toContain(`warning: ${FANCY}`);
    expect(output).toContain(`warning: ${OLD_WIDGET}`);
    expect(output).toContain('built with 2 warnings');
    expect(output).not.toContain('unknown doc id');
  }, 60_000);
});
