/** The byte-bounded cache of per-request pages: kept, shared, bounded, never wrong. */
import { describe, expect, it } from 'vitest';
import { prepareBody } from '../prepared/preparedBody.ts';
import { chargedBytes, RenderCache } from './renderCache.ts';

const HTML = 'text/html; charset=utf-8';
const page = (text: string, bytes = 2000) => prepareBody(`<p>${text}</p>`.padEnd(bytes, ' '), HTML);

/** A render that counts its calls and can be held until released. */
function renderer(text: string, bytes?: number) {
  let calls = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  return {
    render: async () => {
      calls += 1;
      if (holding) await held;
      return page(text, bytes);
    },
    hold: () => (holding = true),
    release: () => release(),
    calls: () => calls,
  };
}

describe('RenderCache', () => {
  it('renders a key once and answers later requests with the kept body', async () => {
    const cache = new RenderCache(1024 * 1024, chargedBytes);
    const badge = renderer('badge');
    const first = await cache.get('badge', badge.render);
    const second = await cache.get('badge', badge.render);
    expect(second).toBe(first);
    expect(badge.calls()).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('keeps different keys apart', async () => {
    const cache = new RenderCache(1024 * 1024, chargedBytes);
    const a = await cache.get('a', renderer('a').render);
    const b = await cache.get('b', renderer('b').render);
    expect(a.identity.toString()).toContain('<p>a</p>');
    expect(b.identity.toString()).toContain('<p>b</p>');
    expect((await cache.get('a', renderer('other').render)).identity.toString()).toContain('<p>a</p>');
  });

  it('gives concurrent requests for a missing key one render', async () => {
    const cache = new RenderCache(1024 * 1024, chargedBytes);
    const slow = renderer('slow');
    slow.hold();
    const waiting = Array.from({ length: 5 }, () => cache.get('slow', slow.render));
    slow.release();
    const bodies = await Promise.all(waiting);
    expect(slow.calls()).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 4, misses: 1 });
  });

  it('stays within its byte budget, the least recently used leaving first', async () => {
    const budget = 100_000;
    const cache = new RenderCache(budget, chargedBytes);
    await cache.get('popular', renderer('popular').render);
    for (let index = 0; index < 200; index += 1) {
      await cache.get(`query ${index}`, renderer(`query ${index}`).render);
      await cache.get('popular', renderer('never called').render); // read on every round: stays
      expect(cache.stats().bytes).toBeLessThanOrEqual(budget);
    }
    const { entries, bytes } = cache.stats();
    // 2,000-byte bodies are charged a little over 4,000 bytes: about 24 fit.
    expect(entries).toBeLessThan(30);
    expect(bytes).toBeGreaterThan(budget / 2);
    const popular = renderer('popular again');
    await cache.get('popular', popular.render);
    expect(popular.calls()).toBe(0);
    const oldest = renderer('query 0 again');
    await cache.get('query 0', oldest.render);
    expect(oldest.calls()).toBe(1);
  });

  it('charges each body twice its bytes (room for br and gzip) plus its key', () => {
    const body = page('x', 5000);
    expect(chargedBytes(body, 'key')).toBe(2 * 5000 + 6);
    // The compressed forms, once made, do fit in what is charged.
    expect(body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0)).toBeLessThan(2 * 5000);
  });

  it('answers with a body larger than its budget without keeping it', async () => {
    const cache = new RenderCache(10_000, chargedBytes);
    const huge = renderer('huge', 50_000);
    expect((await cache.get('huge', huge.render)).identity.length).toBe(50_000);
    await cache.get('huge', huge.render);
    expect(huge.calls()).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('keeps no failure: every waiting request gets the error, the next one renders again', async () => {
    const cache = new RenderCache(1024 * 1024, chargedBytes);
    let fail = true;
    let calls = 0;
    const render = async () => {
      calls += 1;
      await Promise.resolve();
      if (fail) throw new Error('render failed');
      return page('recovered');
    };
    const results = await Promise.allSettled([cache.get('k', render), cache.get('k', render)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect((await cache.get('k', render)).identity.toString()).toContain('recovered');
    expect(calls).toBe(2);
  });

  it('still answers a request whose entry was pushed out while it rendered', async () => {
    const cache = new RenderCache(20_000, chargedBytes);
    const slow = renderer('slow');
    slow.hold();
    const waiting = cache.get('slow', slow.render);
    for (let index = 0; index < 20; index += 1) await cache.get(`other ${index}`, renderer(`other ${index}`).render);
    slow.release();
    expect((await waiting).identity.toString()).toContain('<p>slow</p>');
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
    // It was pushed out indeed: asking again renders again.
    await cache.get('slow', slow.render);
    expect(slow.calls()).toBe(2);
  });
});
