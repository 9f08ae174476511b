/** Searches that find nothing are counted and logged (query and version only), kept answers included. */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal } from '../../tests/support/testApp.ts';

type Portal = Awaited<ReturnType<typeof createTestPortal>>;
let portal: Portal;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  portal = await createTestPortal({ logger: pino({ level: 'info' }, sink) });
});

const missed = async () => {
  const text = await portal.metrics.registry.metrics();
  return Number(/^portal_search_missed_total (\d+)$/m.exec(text)?.[1] ?? 0);
};
const missLogs = () => lines.filter((line) => line.msg === 'search found nothing');

describe('missed queries', () => {
  it('counts and logs every search that finds nothing, from the API and the page, kept or not', async () => {
    const before = await missed();
    await request(portal.handler).get('/api/search?q=zyxwvut+qqqq').expect(200);
    await request(portal.handler).get('/api/search?q=zyxwvut+qqqq').expect(200); // a kept answer
    await request(portal.handler).get('/search?q=zyxwvut+qqqq').expect(200);
    expect(await missed()).toBe(before + 3);
    const logged = missLogs().at(-1);
    expect(logged).toMatchObject({ level: 30, search: { query: 'zyxwvut qqqq', version: 'current' } });
    // Who asked is not logged with it.
    expect(JSON.stringify(logged)).not.toMatch(/remoteAddress|user-?agent|"ip"/i);
  });

  it('does not count a search that finds something', async () => {
    const before = await missed();
    await request(portal.handler).get('/api/search?q=webhook+signature').expect(200);
    expect(await missed()).toBe(before);
  });

  it('truncates a long query in the log', async () => {
    await request(portal.handler)
      .get(`/api/search?q=${'zq'.repeat(100)}`)
      .expect(200);
    const query = (missLogs().at(-1)?.search as { query: string }).query;
    expect(query).toHaveLength(101);
    expect(query.endsWith('…')).toBe(true);
  });
});
