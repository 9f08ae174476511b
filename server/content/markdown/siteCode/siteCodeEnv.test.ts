/**
 * Site code runs with the site's environment, not the build's (siteModules/siteEnv.ts): a
 * component, a module's top-level code, the page's own code and Markdown a component imports read
 * `NODE_ENV` and what DOCS_SITE_ENV lists, never the portal's secrets.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileSite, placeSite, removeSite } from '../../../../tests/support/siteCodeSite.ts';
import { forgetSiteModules } from './siteModules.ts';

const SECRET = 'hunter2-secret-password';
const DATABASE_URL = `postgresql://portal:${SECRET}@db.internal/sandbox`;

const files: Record<string, string> = {
  'site/src/components/Leak.jsx': `export default function Leak() {
  return <code className="leak">{String(process.env.SANDBOX_DATABASE_URL)}</code>;
}`,
  'site/src/components/AtLoad.jsx': `import proc from 'node:process';
const url = process.env.SANDBOX_DATABASE_URL;
const viaGlobal = globalThis.process.env.SANDBOX_DATABASE_URL;
const viaRequire = proc.env.SANDBOX_DATABASE_URL;
const everything = JSON.stringify({ ...process.env });
export default function AtLoad() {
  return <code className="at-load">{[String(url), String(viaGlobal), String(viaRequire), everything].join('|')}</code>;
}`,
  'site/src/components/Public.jsx': `export default function Public() {
  return <code className="public">{String(process.env.PUBLIC_SEARCH_ID)}</code>;
}`,
  'site/src/components/WithNote.jsx': `import Note from './_note.mdx';
export default function WithNote() { return <div className="note"><Note /></div>; }`,
  'site/src/components/_note.mdx': `The note says {String(process.env.SANDBOX_DATABASE_URL)}.`,
  'docs/leak.mdx': `# Leak

import Leak from '@site/src/components/Leak';
import AtLoad from '@site/src/components/AtLoad';
import WithNote from '@site/src/components/WithNote';

export const fromPage = String(process.env.SANDBOX_DATABASE_URL);

<Leak />

<AtLoad />

<WithNote />

Page: {fromPage} and {String(process.env.SANDBOX_DATABASE_URL)}, mode {String(process.env.NODE_ENV)}.
`,
  'docs/public.mdx': `# Public

import Public from '@site/src/components/Public';

<Public />

Page: {String(process.env.PUBLIC_SEARCH_ID)}.
`,
};

let root: string;
beforeAll(async () => {
  root = await placeSite({ files });
});
afterAll(() => removeSite(root));
beforeEach(() => {
  // Each test's environment: modules run again.
  forgetSiteModules();
  vi.stubEnv('SANDBOX_DATABASE_URL', DATABASE_URL);
  vi.stubEnv('PUBLIC_SEARCH_ID', 'search-id-42');
  vi.stubEnv('DOCS_ON_PAGE_ERROR', 'warn');
});

const build = () => compileSite(root);

describe('site code and the environment', () => {
  it('gives components, module-level code, the page’s code and imported Markdown no secret of the build', async () => {
    const { page, problems } = await build();
    const html = page('leak').html;
    expect(problems).toEqual([]);
    expect(html).not.toContain(SECRET);
    expect(html).toContain('<code class="leak">undefined</code>');
    expect(html).toContain(
      `<code class="at-load">undefined|undefined|undefined|${JSON.stringify({ NODE_ENV: process.env.NODE_ENV }).replace(/"/g, '&quot;')}</code>`,
    );
    expect(html).toContain('The note says undefined.');
    expect(html).toContain(`Page: undefined and undefined, mode ${process.env.NODE_ENV}.`);
    // The build's own environment is untouched.
    expect(process.env.SANDBOX_DATABASE_URL).toBe(DATABASE_URL);
  });

  it('passes the variables DOCS_SITE_ENV lists', async () => {
    vi.stubEnv('DOCS_SITE_ENV', 'PUBLIC_SEARCH_ID');
    const { page } = await build();
    const html = page('public').html;
    expect(html).toContain('<code class="public">search-id-42</code>');
    expect(html).toContain('Page: search-id-42.');
  });

  it('does not pass a variable DOCS_SITE_ENV does not list', async () => {
    const { page } = await build();
    expect(page('public').html).toContain('<code class="public">undefined</code>');
  });

  it('names a DOCS_SITE_ENV listing the portal’s own variable where site code runs, and passes nothing', async () => {
    vi.stubEnv('DOCS_SITE_ENV', 'SANDBOX_DATABASE_URL');
    const { page } = await build();
    const leak = page('leak');
    expect(leak.html).not.toContain(SECRET);
    // Under DOCS_ON_PAGE_ERROR=warn, each construct running site code is a notice saying why.
    expect(leak.warnings).toContain(
      `docs/leak.mdx:3: cannot import Leak "@site/src/components/Leak": it failed when loaded: DOCS_SITE_ENV: SANDBOX_DATABASE_URL is the portal's own variable, never passed to site code`,
    );
    expect(leak.html).toContain(
      'the page&#x27;s code failed at build time: DOCS_SITE_ENV: SANDBOX_DATABASE_URL is the portal&#x27;s own variable',
    );
  });
});
