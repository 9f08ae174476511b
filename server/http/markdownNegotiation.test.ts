/** Markdown by asking: `Accept: text/markdown` on a doc page, `Link` to it on HTML, `llms-full.txt`. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal } from '../../tests/support/testApp.ts';

type Portal = Awaited<ReturnType<typeof createTestPortal>>;
let portal: Portal;
beforeAll(async () => {
  portal = await createTestPortal({ baseUrl: '/developer/' });
});

describe('a doc page asked for Markdown', () => {
  it.each(['text/markdown', 'text/markdown, text/html;q=0.9', 'text/plain;q=0.5, text/markdown'])(
    'answers its Markdown to Accept: %s, varying with Accept',
    async (accept) => {
      const response = await request(portal.handler).get('/developer/docs/ios/badge').set('Accept', accept).expect(200);
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.headers.vary).toContain('Accept');
      expect(response.text).toMatch(/^# Badge\n/);
      const twin = await request(portal.handler).get('/developer/docs/ios/badge.md').expect(200);
      expect(response.text).toBe(twin.text);
    },
  );

  it.each(['text/html,application/xhtml+xml,*/*;q=0.8', '*/*', 'text/markdown;q=0.1, text/html'])(
    'answers HTML to Accept: %s, with a Link to the Markdown, also from the warm fast path',
    async (accept) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await request(portal.handler)
          .get('/developer/docs/ios/badge')
          .set('Accept', accept)
          .expect(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers.vary).toBe('Accept-Encoding, Accept');
        expect(response.headers.link).toBe('</developer/docs/ios/badge.md>; rel="alternate"; type="text/markdown"');
      }
    },
  );

  it('keeps HTML for pages that have no Markdown (the home page)', async () => {
    const response = await request(portal.handler).get('/developer/').set('Accept', 'text/markdown').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.link).toBeUndefined();
  });
});

describe('llms-full.txt', () => {
  it('holds every current doc page’s Markdown, each starting with its title, in reading order', async () => {
    const { text } = await request(portal.handler).get('/developer/llms-full.txt').expect(200);
    const titles = [...text.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    expect(titles.length).toBeGreaterThanOrEqual(47);
    expect(titles[0]).toBe('Get started with Advoca');
    expect(text).toContain('# Badge\n');
    const llms = await request(portal.handler).get('/developer/llms.txt').expect(200);
    expect(llms.text).toContain('/developer/llms-full.txt');
  });
});
