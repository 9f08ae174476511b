import { describe, expect, it, vi } from 'vitest';
import { formatLastUpdated } from './formatDate.ts';

describe('formatLastUpdated', () => {
  it.each([
    ['2025-01-05T12:00:00Z', 'January 5, 2025'],
    ['2024-12-31T23:59:59Z', 'December 31, 2024'],
    // The UTC date, not the date where the commit was made or where the page is read.
    ['2025-03-01T00:30:00+02:00', 'February 28, 2025'],
    ['2025-02-28T22:30:00-02:00', 'March 1, 2025'],
  ])('formats %s as %s', (iso, text) => {
    expect(formatLastUpdated(iso)).toBe(text);
  });

  it.each([
    ['Pacific/Kiritimati', '2025-06-30T20:00:00Z', 'June 30, 2025'], // UTC+14: already July 1 there
    ['Pacific/Pago_Pago', '2025-07-01T05:00:00Z', 'July 1, 2025'], // UTC−11: still June 30 there
  ])('gives the UTC date in the time zone %s too', async (zone, iso, text) => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = zone;
      vi.resetModules(); // a fresh formatter, made under this zone
      const fresh = await import('./formatDate.ts');
      expect(fresh.formatLastUpdated(iso)).toBe(text);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
