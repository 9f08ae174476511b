/**
 * Editorial checks on every page of docs/: what a reader of each area can count on finding.
 * (Links and anchors are checked by the build itself: see server/content/navigation/checkLinks.ts.)
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { DocPageData } from '../../shared/types.ts';
import type { PageStore } from '../../server/content/pageStore/pageStore.ts';
import { buildPageStore } from '../../server/content/pageStore/buildPageStore.ts';
import { readFrontMatter } from '../../server/content/markdown/readFrontMatter.ts';
import { docIdentity, isDocFile } from '../../server/content/sources/docIdentity.ts';
import { currentVersionOnly } from '../../server/content/sources/docsVersions.ts';
import { docsDir } from '../../server/projectPaths.ts';
import { siteDocRoutes } from '../contractRoutes.ts';
import { printedWarnings } from '../support/printedWarnings.ts';
import { siteBuild } from '../support/siteBuild.ts';
import { tempDocsWriter } from '../support/tempDocs.ts';

const MIN_WORDS = 300;
const MIN_LINKS_TO_OTHER_PAGES = 2;

/** Pages that document one HTTP endpoint, and so follow the endpoint template. */
const endpointPages = new Set([
  '/docs/api/chat/get-message-list',
  '/docs/api/chat/get-professional-list',
  '/docs/api/chat/get-professional-profile',
  '/docs/api/chat/get-unread-message-count',
  '/docs/api/chat/post-message',
  '/docs/api/chat/update-message-status',
  '/docs/api/s2s-user/authenticate-user',
  '/docs/api/s2s-user/create-user',
  '/docs/api/s2s-user/retrieve-user',
  '/docs/api/s2s-user/update-user',
]);

/**
 * The code a page must show: every inner list needs at least one block in one of its languages.
 * Release notes and the store guides are lists of changes and steps, not code.
 */
function requiredCode(route: string): string[][] {
  if (endpointPages.has(route)) return [['bash'], ['php', 'ruby'], ['json']];
  if (route === '/docs/webhooks/security') return [['php'], ['ruby'], ['javascript']];
  if (route === '/docs/ios/release-notes' || route.startsWith('/docs/stores/')) return [];
  const [, , area] = route.split('/');
  switch (area) {
    case 'ios':
      return [['swift']];
    case 'android':
      return [['kotlin']];
    case 'cordova':
      return [['javascript']];
    case 'web':
      return [['javascript', 'typescript']];
    case 'api':
    case 'webhooks':
      return [['json', 'bash']];
    default:
      return [['bash', 'json', 'swift', 'kotlin', 'javascript', 'typescript']];
  }
}

function codeLanguages(html: string): Set<string> {
  return new Set([...html.matchAll(/<code class="hljs language-([\w-]+)"/g)].map((match) => match[1] as string));
}

/** Words of prose: code blocks and tags left out. */
function proseWordCount(html: string): number {
  const text = html.replace(/<pre>[\s\S]*?<\/pre>/g, ' ').replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

function linkedPages(page: DocPageData): Set<string> {
  const targets = [...page.html.matchAll(/<a href="(\/docs\/[^"#?]+)/g)].map((match) => match[1] as string);
  return new Set(targets.filter((target) => target !== page.path));
}

/** A doc as its author wrote it (front matter) and as the run's one build compiled it (page data). */
interface Doc {
  /** From the repository root, as the build names it in warnings: `docs/ios/badge.md`. */
  sourcePath: string;
  frontMatter: Record<string, unknown>;
  page: DocPageData;
}

/**
 * Every page of docs/ by route: the compiled page from the page store the global setup built
 * (tests/setup/buildSiteOnce.ts), nothing compiled again here; the front matter read from the
 * Markdown files, which the store does not keep as written.
 */
async function readDocs(store: PageStore): Promise<Map<string, Doc>> {
  const files = (await readdir(docsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(docsDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(isDocFile);
  const docs = new Map<string, Doc>();
  for (const file of files) {
    const sourcePath = `docs/${file}`;
    const frontMatter = readFrontMatter(await readFile(join(docsDir, file), 'utf8'), sourcePath);
    const { route } = docIdentity(file, frontMatter);
    const page = store.pages[route];
    if (page?.kind === 'doc') docs.set(route, { sourcePath, frontMatter, page });
  }
  return docs;
}

let docs: Map<string, Doc>;
let buildWarnings: string[];
beforeAll(async () => {
  docs = await readDocs((await siteBuild()).store);
  buildWarnings = inject('buildWarnings');
});

describe.each(siteDocRoutes)('%s', (route) => {
  const doc = () => {
    const found = docs.get(route);
    if (!found) throw new Error(`no page at ${route}`);
    return found;
  };
  const page = () => doc().page;

  it('has a title and a one-sentence description', () => {
    const { title, description } = doc().frontMatter;
    expect(typeof title).toBe('string');
    expect((title as string).length).toBeGreaterThan(2);
    expect(description).toMatch(/^[A-Z].{20,160}\.$/);
  });

  it('builds without a warning (an unknown fence language only warns, and would ship unhighlighted)', () => {
    expect(buildWarnings.filter((warning) => warning.startsWith(`${doc().sourcePath}:`))).toEqual([]);
  });

  it(`has at least ${MIN_WORDS} words of prose`, () => {
    expect(proseWordCount(page().html)).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it('shows code in the languages its area calls for', () => {
    const languages = codeLanguages(page().html);
    for (const anyOf of requiredCode(route)) {
      expect(
        anyOf.some((language) => languages.has(language)),
        `a code block in ${anyOf.join(' or ')}`,
      ).toBe(true);
    }
  });

  it(`links to at least ${MIN_LINKS_TO_OTHER_PAGES} related pages`, () => {
    expect(linkedPages(page()).size).toBeGreaterThanOrEqual(MIN_LINKS_TO_OTHER_PAGES);
  });
});

describe.each([...endpointPages])('endpoint page %s', (route) => {
  it('follows the endpoint template: request, parameters, example, response, errors', () => {
    const page = docs.get(route)?.page;
    const h2Ids = page?.toc.filter((entry) => entry.depth === 2).map((entry) => entry.id) ?? [];
    const template = ['request', 'parameters', 'example-request', 'response', 'errors'];
    expect(h2Ids.filter((id) => template.includes(id))).toEqual(template);
    // Parameters and fields as lists of name, type, required and description (see referenceLayout.ts).
    expect(page?.html).toContain('<dl class="api-fields">');
  });
});

describe('the build warnings these checks read', () => {
  const writeDocs = tempDocsWriter();

  it('are what the build prints, each naming its file as the checks above look for it', async () => {
    // One small page, compiled as the build compiles (the checks above read the run's one build).
    const dir = await writeDocs({ 'a.md': '---\ntitle: A\n---\n\n```swfit\nlet a = 1\n```\n' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // kept, not printed in the test's output
    const warnings = await printedWarnings(() => buildPageStore(currentVersionOnly(dir)));
    expect(warnings).toEqual([expect.stringMatching(/^docs\/a\.md:5: .*swfit.*\(shown as plain text\)$/)]);
  });
});
