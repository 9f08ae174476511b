/**
 * Splits formatted JSON into the tokens the site's code blocks colour (highlight.js's classes:
 * client/styles/highlight.css), so the try-it response reads as they do. A few lines instead of
 * highlight.js in the panel's bundle: the text is always `JSON.stringify`'s, never arbitrary.
 */

/** The highlight.js scope of a token; none for punctuation and white space. */
export type JsonTokenKind = 'attr' | 'string' | 'number' | 'literal';

export interface JsonToken {
  text: string;
  kind?: JsonTokenKind;
}

/** A string (a key when a colon follows it), a number, a literal, or anything else up to the next of those. */
const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([^"\d\-tfn]+|.)/gsu;

/** The tokens, whose texts joined are exactly `json`. */
export function jsonTokens(json: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  const push = (text: string, kind?: JsonTokenKind) => {
    const last = tokens.at(-1);
    if (!kind && last && !last.kind)
      last.text += text; // punctuation and spaces in one run
    else tokens.push(kind ? { text, kind } : { text });
  };
  for (const [, string, colon, number, literal, other] of json.matchAll(TOKEN)) {
    if (string !== undefined) {
      push(string, colon === undefined ? 'string' : 'attr');
      if (colon !== undefined) push(colon);
    } else if (number !== undefined) push(number, 'number');
    else if (literal !== undefined) push(literal, 'literal');
    else push(other ?? '');
  }
  return tokens;
}
