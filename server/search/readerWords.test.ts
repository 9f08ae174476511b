import { describe, expect, it } from 'vitest';
import { isGeneric, rewritePhrases, withSynonyms } from './readerWords.ts';
import { queryTerm, queryTerms } from './searchTerms.ts';

const stem = (word: string) => queryTerm(word) as string;

describe('readers’ words', () => {
  it.each([
    ['How do I log in?', 'how do i login?'],
    ['Sign-in the user', 'signin the user'],
    ['sign up a lawyer', 'signup a lawyer'],
    ['add chat to my website', 'add chat to my web'],
    ['web app install', 'web install'],
  ])('rewrites the phrase in %j', (query, rewritten) => expect(rewritePhrases(query)).toBe(rewritten));

  it('gives API verbs the docs’ words, the word as typed first', () => {
    expect(withSynonyms(stem('send'))).toEqual([stem('send'), stem('post')]);
    expect(withSynonyms(stem('change'))).toEqual([stem('change'), stem('update')]);
    expect(withSynonyms(stem('fetch'))).toEqual([stem('fetch'), stem('get'), stem('retrieve')]);
    expect(withSynonyms(stem('lawyer'))).toEqual([stem('lawyer'), stem('professional')]);
    expect(withSynonyms(stem('badge'))).toEqual([stem('badge')]);
  });

  it('knows the words that name a kind of page', () => {
    expect(['list', 'setup', 'codes', 'guide', 'events'].map((word) => isGeneric(stem(word)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isGeneric(stem('webhook'))).toBe(false);
  });
});

describe('names in any form', () => {
  const vocabulary = new Set([stem('sk_live'), stem('user.updated')]);

  it('splits a joined name the docs do not use into its words', () => {
    expect(queryTerms('message_created', vocabulary)).toEqual([stem('message'), stem('created')]);
    expect(queryTerms('message-created', vocabulary)).toEqual([stem('message'), stem('created')]);
    expect(queryTerms('message.created', vocabulary)).toEqual([stem('message'), stem('created')]);
    expect(queryTerms('on message created', vocabulary)).toEqual([stem('message'), stem('created')]);
  });

  it('keeps a joined or dotted name the docs use whole', () => {
    expect(queryTerms('rotate sk_live', vocabulary)).toEqual([stem('rotate'), stem('sk_live')]);
    expect(queryTerms('user.updated payload', vocabulary)).toEqual([stem('user.updated'), stem('payload')]);
  });
});
