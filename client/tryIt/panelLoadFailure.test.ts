import { describe, expect, it } from 'vitest';
import { whyNotLoaded } from './panelLoadFailure.ts';

const answering = (status: number | Error) =>
  (async () => {
    if (status instanceof Error) throw status;
    return new Response(null, { status });
  }) as typeof fetch;

describe('why the panel’s script did not load', () => {
  it('is a deploy when the script is gone, the network otherwise', async () => {
    expect(await whyNotLoaded('/assets/tryItPanel-OLD.js', answering(404))).toBe('outdated');
    expect(await whyNotLoaded('/assets/tryItPanel-OLD.js', answering(410))).toBe('outdated');
    expect(await whyNotLoaded('/assets/tryItPanel-NEW.js', answering(200))).toBe('unreachable');
    expect(await whyNotLoaded('/assets/tryItPanel-NEW.js', answering(503))).toBe('unreachable');
    expect(await whyNotLoaded('/assets/tryItPanel-NEW.js', answering(new TypeError('Failed to fetch')))).toBe(
      'unreachable',
    );
  });
});
