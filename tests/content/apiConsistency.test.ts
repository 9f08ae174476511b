/**
 * The docs cannot disagree with the API contract where it is possible to check: every JSON sample
 * on any page that shows a record of the contract's examples (same `id`, or for a user token, which
 * has no `id`, the same `token`) shows it with the same
 * values, a page with a generated reference has no hand-written reference table beside it, and no
 * two curl samples send one `Idempotency-Key` with one credential for different requests.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/loadContract.ts';
import { CONTRACT_PATH } from '../../server/content/sources/docsVersions.ts';
import { projectRoot } from '../../server/projectPaths.ts';
import { siteBuild } from '../support/siteBuild.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What names a record: its `id`, or the token itself for a user token (it has no `id`). */
const IDENTITY_FIELDS = ['id', 'token'] as const;
const identity = (record: Json): string | undefined =>
  IDENTITY_FIELDS.map((field) => record[field]).find((value): value is string => typeof value === 'string');

/** Fields a record changes over its life, so two samples of one record may differ there. */
const MUTABLE_FIELDS = new Set(['status', 'updated_at']);

/** Every object with an identity, however deep (list items, event data). */
function records(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value)) value.forEach((item) => records(item, found));
  else if (isObject(value)) {
    if (identity(value)) found.push(value);
    Object.values(value).forEach((child) => records(child, found));
  }
  return found;
}

let contractExamplesLoaded: Promise<unknown[]> | undefined;
/** The values of the contract's named examples (`components/examples`), read once per file. */
function contractExamples(): Promise<unknown[]> {
  contractExamplesLoaded ??= (async () => {
    const contract = await loadContract(join(projectRoot, CONTRACT_PATH), CONTRACT_PATH);
    if (!contract) throw new Error('the site has no API contract');
    return Object.values(contract.document.components?.examples ?? {}).map(
      (example) => (example as { value?: unknown }).value,
    );
  })();
  return contractExamplesLoaded;
}

/** Per sample ID, the fields every record of it in the contract agrees on (status may move on). */
async function contractFacts(): Promise<Map<string, Json>> {
  const examples = await contractExamples();
  const byId = new Map<string, Json[]>();
  for (const record of records(examples)) {
    const id = identity(record) as string;
    byId.set(id, [...(byId.get(id) ?? []), record]);
  }
  const facts = new Map<string, Json>();
  for (const [id, versions] of byId) {
    const [first, ...rest] = versions as [Json, ...Json[]];
    const agreed = Object.entries(first).filter(([key, value]) =>
      rest.every((other) => JSON.stringify(other[key]) === JSON.stringify(value)),
    );
    facts.set(id, Object.fromEntries(agreed));
  }
  return facts;
}

/** The JSON code blocks of a page's Markdown (generated parts included), with their line there. */
function jsonBlocks(markdown: string): { line: number; value: unknown }[] {
  return [...markdown.matchAll(/^```json\n([\s\S]*?)^```$/gm)].flatMap((match) => {
    try {
      return [{ line: markdown.slice(0, match.index).split('\n').length, value: JSON.parse(match[1] ?? '') }];
    } catch {
      return [];
    }
  });
}

describe('the docs agree with the API contract', () => {
  it('shows each sample record with the contract’s values on every page', async () => {
    const facts = await contractFacts();
    const { store } = await siteBuild();
    const disagreements: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      for (const { line, value } of jsonBlocks(markdown)) {
        for (const record of records(value)) {
          const expected = facts.get(identity(record) as string);
          if (!expected) continue;
          for (const [key, shown] of Object.entries(record)) {
            // Nested records (an event's data) are compared as records of their own.
            if (isObject(expected[key])) continue;
            if (key in expected && JSON.stringify(expected[key]) !== JSON.stringify(shown)) {
              disagreements.push(
                `${route}.md:${line}: ${identity(record)}.${key} is ${JSON.stringify(shown)}, the contract says ${JSON.stringify(expected[key])}`,
              );
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('shows every other sample record with the same values on every page', async () => {
    const facts = await contractFacts();
    const { store } = await siteBuild();
    const firstSeen = new Map<string, { where: string; record: Json }>();
    const disagreements: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      for (const { line, value } of jsonBlocks(markdown)) {
        for (const record of records(value)) {
          const id = identity(record) as string;
          if (facts.has(id)) continue;
          const where = `${route}.md:${line}`;
          const earlier = firstSeen.get(id);
          if (!earlier) {
            firstSeen.set(id, { where, record });
            continue;
          }
          for (const [key, shown] of Object.entries(record)) {
            // status and updated_at move on as a record changes; nested records are their own.
            if (MUTABLE_FIELDS.has(key) || isObject(shown) || !(key in earlier.record)) continue;
            if (JSON.stringify(earlier.record[key]) !== JSON.stringify(shown)) {
              disagreements.push(
                `${where}: ${id}.${key} is ${JSON.stringify(shown)}, ${earlier.where} says ${JSON.stringify(earlier.record[key])}`,
              );
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('has no hand-written reference table on a page whose reference is generated', async () => {
    const { store } = await siteBuild();
    const handWritten: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      const source = await readFile(join(projectRoot, 'docs', `${route.replace(/^\/docs\//, '')}.md`), 'utf8').catch(
        () => '',
      );
      if (!/^::(operation|webhook)\{/m.test(source)) continue;
      for (const header of source.matchAll(
        /^\| *(Name|Field|Code|Status|Header) *\| *(Type|Status|Code|Description) *\|.*$/gm,
      )) {
        handWritten.push(`${route}: ${header[0]}`);
      }
      expect(markdown).not.toMatch(/^::(operation|webhook)\{/m);
    }
    expect(handWritten).toEqual([]);
  });

  it('shows a page of a list the contract shows, unless it is the last, with the contract’s next_cursor', async () => {
    const contractPages = (await contractExamples()).filter(isListPage);
    const { store } = await siteBuild();
    const disagreements: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      for (const { line, value } of jsonBlocks(markdown)) {
        // A last page (`null`) of the same items is another page, as when the list has no more.
        if (!isListPage(value) || value.next_cursor === null) continue;
        const same = contractPages.find((page) => pageIds(page) === pageIds(value));
        if (same && same.next_cursor !== value.next_cursor) {
          disagreements.push(
            `${route}.md:${line}: the page [${pageIds(value)}] has next_cursor ${JSON.stringify(value.next_cursor)}, the contract's ${JSON.stringify(same.next_cursor)}`,
          );
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('names in its text only cursors that its samples or the contract show', async () => {
    const shownByContract = new Set(JSON.stringify(await contractExamples()).match(CURSOR) ?? []);
    const { store } = await siteBuild();
    const unknown: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      const blocks = [...markdown.matchAll(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm)].map((block) => block[0]);
      const shown = new Set(blocks.join('\n').match(CURSOR) ?? []);
      const prose = blocks.reduce((text, block) => text.replace(block, ''), markdown);
      for (const cursor of prose.match(CURSOR) ?? []) {
        if (!shown.has(cursor) && !shownByContract.has(cursor)) unknown.push(`${route}: ${cursor}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('never sends one Idempotency-Key with one credential for two different requests', async () => {
    const { store } = await siteBuild();
    const firstSent = new Map<string, { where: string; request: string }>();
    const clashes: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      for (const { line, command } of curlCommands(markdown)) {
        const sent = idempotentRequest(command);
        if (!sent) continue;
        const where = `${route}.md:${line}`;
        const scope = `${sent.credential} ${sent.key}`;
        const earlier = firstSent.get(scope);
        if (!earlier) firstSent.set(scope, { where, request: sent.request });
        else if (earlier.request !== sent.request) {
          clashes.push(
            `${where}: Idempotency-Key ${sent.key} (${sent.credential}) sends ${sent.request}; ${earlier.where} sends ${earlier.request} with it`,
          );
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});

/** Every curl command of a page's shell code blocks (generated samples included), with its line. */
function curlCommands(markdown: string): { line: number; command: string }[] {
  return [...markdown.matchAll(/^(`{3,})(?:bash|sh|shell)\b[^\n]*\n([\s\S]*?)^\1$/gm)].flatMap((block) => {
    const start = markdown.slice(0, block.index).split('\n').length + 1;
    // A command runs to the next line that starts another (its body may span lines).
    const lines = (block[2] ?? '').split('\n');
    const starts = lines.flatMap((text, index) => (/^\s*curl\b/.test(text) ? [index] : []));
    return starts.map((first, n) => ({
      line: start + first,
      command: lines.slice(first, starts[n + 1] ?? lines.length).join('\n'),
    }));
  });
}

/** The key, the credential and what the request does (method, URL, body), or null without a key. */
function idempotentRequest(command: string): { key: string; credential: string; request: string } | null {
  const header = (name: string) =>
    new RegExp(`(?:-H|--header)\\s+(['"])${name}:\\s*(.*?)\\1`, 'i').exec(command)?.[2]?.trim();
  const key = header('Idempotency-Key');
  if (!key) return null;
  const data = /(?:-d|--data|--data-raw|--data-binary)\s+'([^']*)'/.exec(command)?.[1];
  const method = /(?:-X|--request)\s+([A-Z]+)/.exec(command)?.[1] ?? (data === undefined ? 'GET' : 'POST');
  const url = /https?:\/\/[^\s'"]+/.exec(command)?.[0] ?? '';
  let body = data ?? '';
  try {
    body = JSON.stringify(JSON.parse(body));
  } catch {
    // Not JSON: compared as written.
  }
  return { key, credential: header('Authorization') ?? 'no credential', request: `${method} ${url} ${body}`.trim() };
}

/** A cursor as the API writes one. */
const CURSOR = /\bcur_[A-Za-z0-9]+/g;

/** A page of a list: `{"data": [...], "next_cursor": …}`. */
const isListPage = (value: unknown): value is { data: unknown[]; next_cursor: unknown } =>
  isObject(value) && Array.isArray(value.data) && 'next_cursor' in value;

/** The IDs of a page's items, in order, which name the page. */
const pageIds = (page: { data: unknown[] }) =>
  page.data.map((item) => (isObject(item) ? identity(item) : '')).join(', ');
