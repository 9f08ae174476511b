import { execFile } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliUpgrades } from './brotliUpgrade.ts';
import { prepareBody } from './preparedBody.ts';
import { represent } from './sendPrepared.ts';

const request = (headers: Record<string, string>) => ({ method: 'GET', headers }) as unknown as IncomingMessage;
const page = Array.from(
  { length: 400 },
  (_, index) => `<p>Section ${index}: the unread badge shows ${index * 7} messages.</p>`,
).join('\n');

describe('brotli 11 off the request path', () => {
  it('answers the first request at quality 4 and later ones at quality 11, each form under its own tag', async () => {
    const body = prepareBody(page, 'text/html; charset=utf-8', undefined, { upgradeBrotli: true });
    const first = represent(request({ 'accept-encoding': 'br' }), body, { cacheControl: 'no-cache' });
    const firstTag = first.headers.find(([name]) => name === 'ETag')?.[1];
    expect(firstTag).toMatch(/-br4"$/);
    expect(brotliDecompressSync(first.payload as Buffer).toString()).toBe(page);

    await brotliUpgrades.idle();
    const later = represent(request({ 'accept-encoding': 'br' }), body, { cacheControl: 'no-cache' });
    const laterTag = later.headers.find(([name]) => name === 'ETag')?.[1];
    expect(laterTag).toMatch(/-br11"$/);
    expect(brotliDecompressSync(later.payload as Buffer).toString()).toBe(page);
    // The very bytes brotli 11 gives, so every replica that upgraded sends the same under that tag.
    const eleven = brotliCompressSync(Buffer.from(page), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page) },
    });
    expect((later.payload as Buffer).equals(eleven)).toBe(true);
    expect((later.payload as Buffer).length).toBeLessThan((first.payload as Buffer).length);

    // A cache holding the quality-4 bytes does not get a 304 for the other bytes, and vice versa.
    expect(
      represent(request({ 'accept-encoding': 'br', 'if-none-match': firstTag as string }), body, {
        cacheControl: 'no-cache',
      }).status,
    ).toBe(200);
    expect(
      represent(request({ 'accept-encoding': 'br', 'if-none-match': laterTag as string }), body, {
        cacheControl: 'no-cache',
      }).status,
    ).toBe(304);
  });

  it('leaves a body made for one request at quality 4: upgrading it would only queue work', async () => {
    const body = prepareBody(page, 'text/html; charset=utf-8');
    represent(request({ 'accept-encoding': 'br' }), body, { cacheControl: 'no-cache' });
    await brotliUpgrades.idle();
    expect(body.brQuality).toBe(4);
  });

  it('keeps the build’s quality-11 form as it is, and gzip as it was', () => {
    const built = Buffer.from('precompressed at the build');
    const body = prepareBody(page, 'text/html; charset=utf-8', { br: built });
    const answer = represent(request({ 'accept-encoding': 'br' }), body, { cacheControl: 'no-cache' });
    expect(answer.payload).toBe(built);
    expect(answer.headers.find(([name]) => name === 'ETag')?.[1]).toMatch(/-br11"$/);
    const gzip = represent(request({ 'accept-encoding': 'gzip' }), body, { cacheControl: 'no-cache' });
    expect(gzip.headers.find(([name]) => name === 'ETag')?.[1]).toMatch(/-gzip"$/);
  });

  it('never keeps a process alive: one that asked for upgrades exits when its work is done', async () => {
    // A script (the bench, a build step) that prepared bodies ends by itself; if the queue's timer
    // held the event loop, the child would never exit and this test would time out.
    const script = [
      "import { prepareBody } from './server/prepared/preparedBody.ts';",
      "import { brotliUpgrades } from './server/prepared/brotliUpgrade.ts';",
      "import { represent } from './server/prepared/sendPrepared.ts';",
      "const body = prepareBody('<p>badge</p>'.repeat(500), 'text/html', undefined, { upgradeBrotli: true });",
      "represent({ method: 'GET', headers: { 'accept-encoding': 'br' } }, body, { cacheControl: 'no-cache' });",
      'await brotliUpgrades.idle();',
      "console.log('done');",
    ].join('\n');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        timeout: 20_000,
      },
    );
    expect(stdout.trim()).toBe('done');
  });
});
