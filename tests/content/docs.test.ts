/**
 * Editorial checks on every page of docs/: what a reader of each area can count on finding.
 * (Links and anchors are checked by the build itself: see server/content/navigation/checkLinks.ts.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { currentVersionOnly } from '../../server/content/sources/docsVersions.ts';
import type { DocSource } from '../../server/content/sources/loadDocs.ts';
import { loadVersion } from '../../server/content/sources/loadVersion.ts';
import { docsDir } from '../../server/projectPaths.ts';
import { contractDocRoutes } from '../contractRoutes.ts';

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

function linkedPages(doc: DocSource): Set<string> {
  const targets = [...doc.html.matchAll(/<a href="(\/docs\/[^"#?]+)/g)].map((match) => match[1] as string);
  return new Set(targets.filter((target) => target !== doc.route));
}

let docs: Map<string, DocSource>;
beforeAll(async () => {
  // As the build loads them: with the API contract and the facts.
  const [current] = currentVersionOnly(docsDir);
  if (!current) throw new Error('no current docs version');
  docs = new Map((await loadVersion(current)).docs.map((doc) => [doc.route, doc]));
});

describe.each(contractDocRoutes)('%s', (route) => {
  const page = () => {
    const found = docs.get(route);
    if (!found) throw new Error(`no page at ${route}`);
    return found;
  };

  it('has a title and a one-sentence description', () => {
    expect((page().frontMatter.title ?? '').length).toBeGreaterThan(2);
    expect(page().frontMatter.description).toMatch(/^[A-Z].{20,160}\.$/);
  });

  it('builds without a warning (an unknown fence language only warns, and would ship unhighlighted)', () => {
    expect(page().warnings).toEqual([]);
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
  it('follows the endpoint template: request, parameter tables, example, response, errors', () => {
    const doc = docs.get(route);
    const h2Ids = doc?.toc.filter((entry) => entry.depth === 2).map((entry) => entry.id) ?? [];
    const template = ['request', 'parameters', 'example-request', 'response', 'errors'];
    expect(h2Ids.filter((id) => template.includes(id))).toEqual(template);
    expect(doc?.html).toContain('<table>');
  });
});
