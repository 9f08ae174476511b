/**
 * A site with code in a temporary folder (its `docs/` and its `site/`), compiled as the build
 * compiles it, for tests of what site code does at build: from a fixture of tests/fixtures or from
 * files written by the test. The site code roots point at it until it is removed.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectRoot } from '../../server/projectPaths.ts';
import type { DocSource } from '../../server/content/sources/loadDocs.ts';
import { loadDocs } from '../../server/content/sources/loadDocs.ts';
import { setSiteCodeRoots } from '../../server/content/markdown/siteCode/siteModules.ts';

/** Places the site: `fixture` (a folder of tests/fixtures) copied, or `files` (path → text) written. */
export async function placeSite(source: { fixture: string } | { files: Record<string, string> }): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'portal-site-code-'));
  if ('fixture' in source) {
    await cp(join(projectRoot, 'tests/fixtures', source.fixture), root, { recursive: true });
  } else {
    for (const [path, text] of Object.entries(source.files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    }
  }
  setSiteCodeRoots({ siteDir: join(root, 'site'), contentRoot: root });
  return root;
}

/** Removes the site and points the site code roots back at the portal's own. */
export async function removeSite(root: string | undefined): Promise<void> {
  setSiteCodeRoots({ siteDir: join(projectRoot, 'site'), contentRoot: projectRoot });
  if (root) await rm(root, { recursive: true, force: true });
}

export interface CompiledSite {
  /** The page of `id`; a test fails when there is none. */
  page: (id: string) => DocSource;
  /** The problems of the pages that failed whole (kept as notices). */
  problems: string[];
  /** Those, then every page's warnings: all the build would print. */
  warnings: string[];
}

/** Compiles the site's docs as the build does (the page error policy as DOCS_ON_PAGE_ERROR says). */
export async function compileSite(root: string): Promise<CompiledSite> {
  const { docs, problems = [] } = await loadDocs(join(root, 'docs'), { markdownFormat: 'mdx', keepFailedPages: true });
  const page = (id: string) => {
    const doc = docs.find((candidate) => candidate.id === id);
    if (!doc) throw new Error(`no page ${id}`);
    return doc;
  };
  return { page, problems, warnings: [...problems, ...docs.flatMap((doc) => doc.warnings ?? [])] };
}
