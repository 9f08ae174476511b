/** A body filled per request from parts compressed once: the same bytes as if made whole. */
import type { IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { represent } from './sendPrepared.ts';
import { SplicedTemplate } from './splicedBody.ts';

const HTML = 'text/html; charset=utf-8';
/** Parts of a page with three slots, large enough to be compressed. */
const parts = ['<p>head', ` ${'lorem ipsum '.repeat(200)}<code>`, '</code> é ✓ ', `<i>tail</i>${'x'.repeat(300)}`];

const requestFor = (acceptEncoding: string, ifNoneMatch?: string) =>
  ({
    method: 'GET',
    headers: { 'accept-encoding': acceptEncoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  }) as unknown as IncomingMessage;

describe('SplicedTemplate', () => {
  const template = new SplicedTemplate(parts, HTML);

  it('fills every slot with the text, and its gzip form inflates to exactly those bytes', () => {
    for (const text of ['/portal/', '/a/ü/✓/', '', '/x/'.repeat(500)]) {
      const body = template.fill(text);
      expect(body.identity.toString()).toBe(parts.join(text));
      expect(body.encoded).toBe(true);
      expect(body.encodings).toEqual(['gzip']);
      expect(gunzipSync(body.gzip as Buffer).equals(body.identity)).toBe(true);
      expect(body.gzip?.length).toBeLessThan(body.identity.length);
    }
  });

  it('names each filling with its own tag, the same from a template of the same parts', () => {
    const again = new SplicedTemplate([...parts], HTML);
    expect(again.fill('/portal/').etag).toBe(template.fill('/portal/').etag);
    expect(again.fill('/portal/').gzip).toEqual(template.fill('/portal/').gzip);
    expect(template.fill('/old/').etag).not.toBe(template.fill('/portal/').etag);
    expect(new SplicedTemplate([...parts.slice(0, -1), 'another tail'], HTML).fill('/portal/').etag).not.toBe(
      template.fill('/portal/').etag,
    );
  });

  it('is sent gzipped to a client that takes gzip, as it is to one that takes only br', () => {
    const body = template.fill('/portal/');
    const browser = represent(requestFor('gzip, deflate, br, zstd'), body, { cacheControl: 'no-store' });
    expect(browser.headers).toContainEqual(['Content-Encoding', 'gzip']);
    expect(browser.headers).toContainEqual(['Vary', 'Accept-Encoding']);
    expect(browser.payload).toEqual(body.gzip);
    const brOnly = represent(requestFor('br'), body, { cacheControl: 'no-store' });
    expect(brOnly.headers.some(([name]) => name === 'Content-Encoding')).toBe(false);
    expect(brOnly.payload).toEqual(body.identity);
    const etag = browser.headers.find(([name]) => name === 'ETag')?.[1] as string;
    expect(represent(requestFor('gzip', etag), body, { cacheControl: 'no-store' }).status).toBe(304);
  });

  it('sends a small filling as it is', () => {
    const small = new SplicedTemplate(['<p>', '</p>'], HTML).fill('/portal/');
    expect(small.encoded).toBe(false);
    expect(small.identity.toString()).toBe('<p>/portal/</p>');
  });
});
