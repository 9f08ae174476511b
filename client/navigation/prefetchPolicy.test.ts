import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetchPolicy.ts';

const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('prefetchAllowed', () => {
  it.each([
    ['no Network Information API', undefined, true],
    ['4g', { effectiveType: '4g', saveData: false }, true],
    ['3g', { effectiveType: '3g' }, true],
    ['2g', { effectiveType: '2g', saveData: false }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['Save-Data on 4g', { effectiveType: '4g', saveData: true }, false],
    ['Save-Data without a type', { saveData: true }, false],
    ['a connection that says nothing', {}, true],
    ['Save-Data off, no type', { saveData: false }, true],
    ['an unknown type', { effectiveType: 'wifi' }, true],
  ])('%s → %s', (_case, connection, allowed) => {
    expect(prefetchAllowed(withConnection(connection))).toBe(allowed);
  });
});
