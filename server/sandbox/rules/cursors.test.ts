/** Cursors: a position comes back only for the binding it was made for, and is not in the text. */
import { describe, expect, it } from 'vitest';
import { type CursorScope, decodeCursor, encodeCursor } from './cursors.ts';

const SECRET = 'c'.repeat(64);
const scope: CursorScope = { space: 'Ab3dEf6hIj9k', user: 'usr_A', operation: 'getMessageList', filter: 'x=1' };
const NOW = Date.UTC(2030, 0, 1);
const EXPIRES = NOW + 3_600_000;

/** The 8-letter runs two texts share. */
function sharedRuns(a: string, b: string): string[] {
  const runs = (text: string) => new Set(Array.from({ length: text.length - 7 }, (_, at) => text.slice(at, at + 8)));
  const other = runs(b);
  return [...runs(a)].filter((run) => other.has(run));
}

describe('cursors', () => {
  it('name their position for their binding only: another space, user, operation or filter is a 400', () => {
    const cursor = encodeCursor(SECRET, scope, 41, EXPIRES);
    expect(cursor).toMatch(/^cur_[A-Za-z0-9]+$/);
    expect(decodeCursor(SECRET, scope, cursor, NOW)).toEqual({ position: 41 });
    for (const other of [
      { ...scope, space: 'Zb3dEf6hIj9k' },
      { ...scope, user: 'usr_B' },
      { ...scope, user: null },
      { ...scope, operation: 'listEvents' },
      { ...scope, filter: 'x=2' },
    ]) {
      expect(decodeCursor(SECRET, other, cursor, NOW)).toMatchObject({ status: 400, message: /not one this endpoint/ });
    }
    expect(decodeCursor('d'.repeat(64), scope, cursor, NOW)).toMatchObject({ status: 400 });
    const expired = decodeCursor(SECRET, scope, cursor, EXPIRES);
    expect(expired).toEqual({ status: 400, message: '`cursor` expired; start again without it.' });
  });

  it('refuse any one letter changed', () => {
    const cursor = encodeCursor(SECRET, scope, 41, EXPIRES);
    for (let at = 4; at < cursor.length; at += 1) {
      const letter = cursor[at] === 'Q' ? 'R' : 'Q';
      const edited = `${cursor.slice(0, at)}${letter}${cursor.slice(at + 1)}`;
      expect(decodeCursor(SECRET, scope, edited, NOW), edited).toMatchObject({ status: 400 });
    }
  });

  it('tell nothing of the position: far apart or the same, two cursors share no run of letters', () => {
    const cursors = [1, 2, 1_000_000, 1_000_000, 2 ** 40].map((position) =>
      encodeCursor(SECRET, scope, position, EXPIRES),
    );
    expect(new Set(cursors.map((cursor) => cursor.length)).size).toBeLessThanOrEqual(2);
    for (const [i, a] of cursors.entries()) {
      for (const b of cursors.slice(i + 1)) expect(sharedRuns(a.slice(4), b.slice(4))).toEqual([]);
    }
    expect(decodeCursor(SECRET, scope, cursors[4] as string, NOW)).toEqual({ position: 2 ** 40 });
  });
});
