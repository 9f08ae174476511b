import { describe, expect, it } from 'vitest';
import { SNIPPET_LENGTH, snippet } from './snippet.ts';

const joined = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('snippet', () => {
  it('marks every form of a matched word, whatever its case', () => {
    const parts = snippet('Signatures: verify the signature. SIGNATURE checks fail.', new Set(['signatur']));
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual([
      'Signatures',
      'signature',
      'SIGNATURE',
    ]);
  });

  it('shows the text around the first match, cut at words, with ellipses', () => {
    const text = `${'lead '.repeat(60)}the needle is here ${'tail '.repeat(60)}`.trim();
    const parts = snippet(text, new Set(['needl']));
    const shown = joined(parts);
    // Whole words only at both ends, and the needle well inside.
    expect(shown).toMatch(/^…lead (lead )*the needle is here (tail )*tail…$/);
    expect(shown.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
  });

  it('starts at the beginning when the match is near it, or when nothing in the text matched', () => {
    expect(joined(snippet('Short text.', new Set(['zzz'])))).toBe('Short text.');
    expect(joined(snippet('Needle first, then more.', new Set(['needl'])))).toBe('Needle first, then more.');
  });
});
