/**
 * A `locale` of the contract is a BCP 47 tag wherever it appears (Create and Update a user, the
 * user they return, the user events), and says so with a pattern a client can check before
 * sending: a language of 2 or 3 letters, then optionally a script, a region and variants. The
 * pattern must be sound against what the sandbox accepts (`Intl.getCanonicalLocales`, with a 2 or
 * 3 letter language, see server/sandbox/rules/users.ts): it never lets through what the sandbox
 * refuses as not a tag, and refuses nothing of that form the sandbox takes. Extensions (`-u-…`)
 * and private use (`-x-…`) are left out on purpose.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/loadContract.ts';
import { CONTRACT_PATH } from '../../server/content/sources/docsVersions.ts';
import { projectRoot } from '../../server/projectPaths.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every schema property named `locale` of the dereferenced contract, with where it is. */
function localeSchemas(value: unknown, at = '', found: { at: string; schema: Json }[] = [], seen = new Set<unknown>()) {
  if (!isObject(value) && !Array.isArray(value)) return found;
  if (seen.has(value)) return found;
  seen.add(value);
  if (isObject(value) && isObject(value.properties) && isObject(value.properties.locale)) {
    found.push({ at: `${at}/properties/locale`, schema: value.properties.locale });
  }
  for (const [key, child] of Object.entries(value)) {
    // Examples are values, not schemas.
    if (key === 'example' || key === 'examples') continue;
    localeSchemas(child, `${at}/${key}`, found, seen);
  }
  return found;
}

let loaded: Promise<{ at: string; schema: Json }[]> | undefined;
/** The contract is checked once per file (its lint takes a while). */
const contractLocales = () => (loaded ??= readLocales());

async function readLocales() {
  const contract = await loadContract(join(projectRoot, CONTRACT_PATH), CONTRACT_PATH, { onWarning: () => {} });
  if (!contract) throw new Error('the site has no API contract');
  return localeSchemas(contract.document);
}

/** What the sandbox takes as a BCP 47 tag: what Intl takes, with a language of 2 or 3 letters. */
function sandboxTakes(tag: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical !== undefined && /^[a-z]{2,3}$/.test(new Intl.Locale(canonical).language);
  } catch {
    return false;
  }
}

/** Tags with an extension or a private use part (a one-character subtag), which the pattern leaves out. */
const hasSingleton = (tag: string) => tag.split('-').some((subtag) => subtag.length === 1);

/** The one pattern of the contract's locale fields, as a client would compile it. */
async function localePattern(): Promise<RegExp> {
  const [first] = await contractLocales();
  if (!first) throw new Error('the contract has no locale field');
  return new RegExp(String(first.schema.pattern), 'u');
}

describe('the contract’s locale fields', () => {
  it('have one BCP 47 pattern everywhere, with a description that says so', async () => {
    const locales = await contractLocales();
    const patterns = new Set(locales.map(({ schema }) => schema.pattern));
    expect(locales.length).toBeGreaterThanOrEqual(3);
    expect(locales.filter(({ schema }) => typeof schema.pattern !== 'string').map(({ at }) => at)).toEqual([]);
    expect(patterns.size).toBe(1);
    expect(locales.filter(({ schema }) => !/BCP 47/.test(String(schema.description))).map(({ at }) => at)).toEqual([]);
  });

  it('take the tags the docs show and refuse what the sandbox refuses', async () => {
    const pattern = await localePattern();
    for (const tag of ['en', 'es-ES', 'en-GB', 'es-419', 'zh-Hant-TW', 'de-CH-1996', 'sl-rozaj-biske', 'EN-gb']) {
      expect([tag, pattern.test(tag)]).toEqual([tag, true]);
    }
    for (const tag of [
      'english',
      'en_US',
      '',
      'x',
      'not a tag',
      'en-',
      'en--GB',
      'e-GB',
      'engl-GB',
      'en-GB-',
      'root',
    ]) {
      expect([tag, pattern.test(tag)]).toEqual([tag, false]);
    }
  });

  it('agrees with the sandbox on every tag of subtags, but extensions and private use', async () => {
    const pattern = await localePattern();
    const subtag = fc.stringMatching(/^[A-Za-z0-9]{1,9}$/);
    const tag = fc.array(subtag, { minLength: 1, maxLength: 5 }).map((subtags) => subtags.join('-'));
    fc.assert(
      fc.property(tag, (candidate) => {
        // A variant given twice is well-formed but not valid: the pattern cannot count, the sandbox refuses it.
        const variants = candidate.split('-').slice(1);
        if (new Set(variants.map((v) => v.toLowerCase())).size < variants.length) return;
        if (hasSingleton(candidate)) expect(pattern.test(candidate) && !sandboxTakes(candidate)).toBe(false);
        else expect([candidate, pattern.test(candidate)]).toEqual([candidate, sandboxTakes(candidate)]);
      }),
      { numRuns: 5_000 },
    );
  });
});
