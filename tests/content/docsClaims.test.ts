/**
 * What the pages tell a reader to do must be possible, and agree with what the API introduction
 * and the contract say:
 *
 * - an SDK call a page names for a platform is one that platform's own pages document (Cordova has
 *   no `Advoca.registerPushToken`);
 * - no page tells readers to act on an error's `message`, which may change: they branch on
 *   `error.code` (the API introduction's rule);
 * - a Content-Security-Policy example that lets the SDK reach the API lets it reach every server of
 *   the contract, the sandbox a test key calls included (`servers` in the contract);
 * - a user token lasts at most {{api.userTokenLifetimeMinutes}} minutes wherever it comes from, so
 *   no sentence gives one a longer life, and the personal sandbox's sample answer says when its
 *   user token ends.
 *
 * The pages are read as built (facts filled in, generated references included); README.md and the
 * handbook are read as written.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_LIMITS } from '../../server/sandbox/rules/limits.ts';
import { projectRoot } from '../../server/projectPaths.ts';
import { siteBuild } from '../support/siteBuild.ts';

/** A page's text without its fenced code blocks, and the blocks, as written. */
function proseAndCode(markdown: string): { prose: string; blocks: string[] } {
  const blocks = [...markdown.matchAll(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm)].map((block) => block[0]);
  return { prose: blocks.reduce((text, block) => text.replace(block, '\n'), markdown), blocks };
}

/** Paragraphs (blank-line separated; each list item and each table row is one), then their sentences. */
function paragraphs(prose: string): string[] {
  return prose
    .split(/\n\s*\n|\n(?=\s*(?:(?:[-*+]|\d+\.)\s|\|))/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Sentences end at `.`, `!` or `?` before a space and a capital, a backtick, a link or emphasis. */
const sentences = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+(?=[A-Z`[*_])/);

// ---------------------------------------------------------------------------------------------
// SDK calls per platform

const PLATFORMS = {
  ios: /\biOS\b/,
  android: /\bAndroid\b/,
  cordova: /\bCordova\b/,
  web: /\b(?:the web|web SDK|Web)\b/,
} as const;
type Platform = keyof typeof PLATFORMS;
const SDK_CALL = /\b(?:window\.)?Advoca\.([A-Za-z_]\w*)/g;

const mentioned = (text: string) =>
  (Object.keys(PLATFORMS) as Platform[]).filter((platform) => PLATFORMS[platform].test(text));

/** Each platform's calls, as its own pages (`/docs/<platform>/…`) document them. */
function sdkInventory(markdown: Record<string, string>): Record<Platform, Set<string>> {
  const inventory = Object.fromEntries(
    (Object.keys(PLATFORMS) as Platform[]).map((platform) => [platform, new Set<string>()]),
  ) as Record<Platform, Set<string>>;
  for (const [route, text] of Object.entries(markdown)) {
    const platform = /^\/docs\/(ios|android|cordova|web)\//.exec(route)?.[1] as Platform | undefined;
    if (platform) for (const [, name] of text.matchAll(SDK_CALL)) inventory[platform].add(name as string);
  }
  return inventory;
}

/**
 * The calls a page's prose names, each with the platforms it names it for: those its clause names,
 * else the platform the page is about, else those its sentence names, else its paragraph's.
 */
function attributedCalls(route: string, prose: string): { call: string; platforms: Platform[]; text: string }[] {
  const own = /^\/docs\/(ios|android|cordova|web)\//.exec(route)?.[1] as Platform | undefined;
  return paragraphs(prose).flatMap((paragraph) =>
    sentences(paragraph).flatMap((sentence) =>
      clauses(sentence).flatMap((clause) =>
        [...clause.matchAll(SDK_CALL)].map(([, call]) => {
          const named = mentioned(clause);
          const platforms =
            named.length > 0
              ? named
              : own
                ? [own]
                : [sentence, paragraph].map(mentioned).find((found) => found.length > 0);
          return { call: call as string, platforms: platforms ?? [], text: sentence };
        }),
      ),
    ),
  );
}

/** A sentence's clauses, split at commas, semicolons and conjunctions outside inline code. */
function clauses(sentence: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const piece of sentence.split(/(`[^`]*`)/)) {
    if (piece.startsWith('`')) {
      current += piece;
      continue;
    }
    const [first = '', ...rest] = piece.split(/[;,]\s|\s(?:and|or|while|but)\s/);
    current += first;
    for (const part of rest) {
      parts.push(current);
      current = part;
    }
  }
  return [...parts, current];
}

describe('what the pages tell a reader to do', () => {
  it('names for each platform only SDK calls that platform’s pages document', async () => {
    const { store } = await siteBuild();
    const inventory = sdkInventory(store.markdown);
    expect(inventory.cordova.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      for (const { call, platforms, text } of attributedCalls(route, proseAndCode(markdown).prose)) {
        for (const platform of platforms) {
          if (!inventory[platform].has(call)) missing.push(`${route}: Advoca.${call} for ${platform}: "${text}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('shows Content-Security-Policies that let the SDK reach every server of the contract, the sandbox included', async () => {
    const { store } = await siteBuild();
    if (!store.contract) throw new Error('the site serves no API contract');
    const servers = ((JSON.parse(store.contract.json) as OpenAPIV3_1.Document).servers ?? []).map(
      (server) => new URL(server.url).origin,
    );
    expect(servers.length).toBeGreaterThan(1);
    const checked: string[] = [];
    const missing: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      for (const block of proseAndCode(markdown).blocks) {
        for (const [, , quoted, header] of block.matchAll(
          /Content-Security-Policy["']?\s*(?:content=(["'])([\s\S]*?)\1|:\s*([^\n]+))/gi,
        )) {
          const policy = (quoted ?? header ?? '').trim();
          const connect = /(?:^|;)\s*connect-src\s+([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
          // A policy that lets the SDK call the API at all must let it call every server of it.
          if (!servers.some((origin) => connect.includes(origin))) continue;
          checked.push(route);
          for (const origin of servers) {
            if (!connect.includes(origin)) missing.push(`${route}: connect-src lacks ${origin}: ${policy}`);
          }
        }
      }
    }
    // The web installation page shows one at least, so this cannot pass by reading none.
    expect(checked).toContain('/docs/web/installation');
    expect(missing).toEqual([]);
  });

  it('never tells readers to act on an error’s message rather than its code', async () => {
    const { store } = await siteBuild();
    const readsMessage =
      /\b(?:whose|the|its|an?|error'?s?)\s+`?(?:error\.)?message`?\s+(?:names?|says?|contains?|mentions?|includes?|matches|starts with|reads|tells)\b|\b(?:branch|decide|switch)\w*\s+on\s+(?:the\s+)?`?(?:error\.)?message\b/i;
    const comparesMessage =
      /\bmessage\b['"\]]*\s*(?:===?|!==?|=~|\.(?:includes|startsWith|endsWith|match|test)\()|\b(?:str_contains|preg_match|strpos)\([^)]*\bmessage\b/;
    const found: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      const { prose, blocks } = proseAndCode(markdown);
      for (const paragraph of paragraphs(prose)) {
        for (const sentence of sentences(paragraph))
          if (readsMessage.test(sentence)) found.push(`${route}: "${sentence}"`);
      }
      for (const block of blocks) {
        for (const line of block.split('\n')) if (comparesMessage.test(line)) found.push(`${route}: ${line.trim()}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('gives no user token a longer life than every user token has, and says when a minted one ends', async () => {
    const facts = parse(await readFile(join(projectRoot, 'docs/_facts.yaml'), 'utf8')) as {
      api: { userTokenLifetimeMinutes: number };
    };
    const lifetime = facts.api.userTokenLifetimeMinutes;
    const { store } = await siteBuild();
    if (!store.contract) throw new Error('the site serves no API contract');
    // The fact is the contract's longest ttl_seconds.
    const contract = JSON.parse(store.contract.json) as OpenAPIV3_1.Document;
    const request = contract.components?.schemas?.AuthenticateUserRequest as OpenAPIV3_1.SchemaObject | undefined;
    expect((request?.properties?.ttl_seconds as OpenAPIV3_1.SchemaObject | undefined)?.maximum).toBe(lifetime * 60);

    const handbook = await readdir(join(projectRoot, 'handbook'));
    const texts: [string, string][] = [
      ...Object.entries(store.markdown).map(([route, markdown]): [string, string] => [route, markdown]),
      ['README.md', await readFile(join(projectRoot, 'README.md'), 'utf8')],
      ...(await Promise.all(
        handbook
          .filter((file) => file.endsWith('.md'))
          .map(async (file): Promise<[string, string]> => [
            `handbook/${file}`,
            await readFile(join(projectRoot, 'handbook', file), 'utf8'),
          ]),
      )),
    ];
    const longer: string[] = [];
    for (const [where, text] of texts) {
      for (const paragraph of paragraphs(proseAndCode(text).prose)) {
        for (const sentence of sentences(paragraph)) {
          if (!USER_TOKEN.test(sentence)) continue;
          const minutes = durations(sentence);
          // A longer time beside a user token is another thing's only when the sentence gives the token its own.
          if (minutes.some((m) => m > lifetime) && !minutes.includes(lifetime)) longer.push(`${where}: "${sentence}"`);
        }
      }
    }
    expect(longer).toEqual([]);

    // A sample answer of POST …/keys: the token ends user-token-lifetime after the mint, the key pair keyTtl after.
    const mints: string[] = [];
    const wrong: string[] = [];
    for (const [route, markdown] of Object.entries(store.markdown)) {
      for (const [, json = ''] of markdown.matchAll(/^```json\n([\s\S]*?)^```$/gm)) {
        let sample: Record<string, unknown>;
        try {
          sample = JSON.parse(json) as Record<string, unknown>;
        } catch {
          continue;
        }
        if (typeof sample.secret_key !== 'string' || typeof sample.user_token !== 'string') continue;
        mints.push(route);
        const keyEnds = Date.parse(String(sample.expires_at));
        const tokenEnds = Date.parse(String(sample.user_token_expires_at));
        if (keyEnds - tokenEnds !== DEFAULT_LIMITS.keyTtlMs - lifetime * 60_000) {
          wrong.push(
            `${route}: user_token_expires_at ${String(sample.user_token_expires_at)} is not ${lifetime} minutes after the mint of a key pair that ends ${String(sample.expires_at)}`,
          );
        }
      }
    }
    expect(mints).toContain('/docs/api/quickstart');
    expect(wrong).toEqual([]);
  });
});

/** A user token named in a sentence: "user token", `user_token`, a `ut_…` credential. */
const USER_TOKEN = /\buser[ _]tokens?\b|`ut_/i;

/** The durations a sentence states, in minutes ("24 hours", "an hour", "60 minutes", "a day"). */
function durations(sentence: string): number[] {
  const unit: Record<string, number> = { minute: 1, hour: 60, day: 24 * 60 };
  return [...sentence.matchAll(/\b(\d[\d,]*|an?|one)[\s-]+(minute|hour|day)s?\b/gi)].map(
    ([, count = '', name = '']) => {
      const n = /^\d/.test(count) ? Number(count.replace(/,/g, '')) : 1;
      return n * (unit[name.toLowerCase()] ?? 0);
    },
  );
}
