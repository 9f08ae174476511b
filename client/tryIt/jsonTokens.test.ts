import { describe, expect, it } from 'vitest';
import { jsonTokens } from './jsonTokens.ts';

const formatted = (value: unknown) => JSON.stringify(value, null, 2);

describe('jsonTokens', () => {
  it('marks keys, strings, numbers and literals, as highlight.js does', () => {
    expect(jsonTokens(formatted({ id: 'msg_1', count: -2.5e3, read: true, next: null, tags: ['a', 12] }))).toEqual([
      { text: '{\n  ' },
      { text: '"id"', kind: 'attr' },
      { text: ': ' },
      { text: '"msg_1"', kind: 'string' },
      { text: ',\n  ' },
      { text: '"count"', kind: 'attr' },
      { text: ': ' },
      { text: '-2500', kind: 'number' },
      { text: ',\n  ' },
      { text: '"read"', kind: 'attr' },
      { text: ': ' },
      { text: 'true', kind: 'literal' },
      { text: ',\n  ' },
      { text: '"next"', kind: 'attr' },
      { text: ': ' },
      { text: 'null', kind: 'literal' },
      { text: ',\n  ' },
      { text: '"tags"', kind: 'attr' },
      { text: ': [\n    ' },
      { text: '"a"', kind: 'string' },
      { text: ',\n    ' },
      { text: '12', kind: 'number' },
      { text: '\n  ]\n}' },
    ]);
  });

  it('keeps strings whole whatever they hold: escapes, quotes, colons, digits, words like true', () => {
    const text = 'say "true": 1, \\ then \u00e9 \ud83d\ude00 and\nnull';
    const tokens = jsonTokens(formatted({ [text]: text }));
    expect(tokens.filter((token) => token.kind)).toEqual([
      { text: JSON.stringify(text), kind: 'attr' },
      { text: JSON.stringify(text), kind: 'string' },
    ]);
  });

  it.each([
    ['an object', { a: { b: [1, 2, { c: 'd' }], e: [] }, f: {} }],
    ['an array', [0, -1, 1e21, 'x', false]],
    ['a string', 'just text'],
    ['a number', 42],
    ['null', null],
  ])('joins back into exactly the text, for %s', (_case, value) => {
    const json = formatted(value);
    expect(
      jsonTokens(json)
        .map((token) => token.text)
        .join(''),
    ).toBe(json);
  });
});
