/**
 * Bytes as letters and digits (base 62), for the sandbox's self-contained credentials and cursors
 * (userTokens.ts, cursors.ts): what the credential check accepts after a prefix
 * (`^[A-Za-z0-9]+$`) and what a query string carries without escaping, shorter than hex.
 *
 * The bytes must start with a non-zero byte (a format's version), so no leading zero is lost and
 * each byte string has exactly one text. `fromBase62` takes only that text: a text with a leading
 * `0` or any other letter changed names other bytes or none, never the same ones.
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE = 62n;

export function toBase62(bytes: Buffer): string {
  if (bytes.length === 0 || bytes[0] === 0) throw new Error('base 62 needs a non-zero first byte');
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = (DIGITS[Number(value % BASE)] as string) + text;
    value /= BASE;
  }
  return text;
}

/** The bytes `text` is the base 62 of, or null when it is no such text (other letters, a leading 0). */
export function fromBase62(text: string): Buffer | null {
  if (text.length === 0 || text.length > 400 || text[0] === '0') return null;
  let value = 0n;
  for (const letter of text) {
    const digit = DIGITS.indexOf(letter);
    if (digit < 0) return null;
    value = value * BASE + BigInt(digit);
  }
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
}
