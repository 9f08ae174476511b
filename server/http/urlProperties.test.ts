/**
 * Property: whatever path a client sends, routing never answers 5xx and never redirects off the
 * origin. fast-check generates thousands of paths from the pieces that break URL handling:
 * slashes and backslashes, dot segments, percent-encodings (valid, broken, of / \ . and NUL),
 * index.html, the base URL and real page paths.
 */
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/testApp.ts';

const pieces = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '.',
  '..',
  '%2e',
  '%2E%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%00',
  '%',
  '%E0%A4%A',
  '%zz',
  'index.html',
  'docs',
  'ios',
  'badge',
  'developer',
  'evil.example',
  'https:',
  '@',
  '?',
  '#',
  ';',
  '~',
  ' ',
  '%20',
  'api',
  'content',
  'assets',
  'healthz',
  'é',
  '💥',
);
const paths = fc
  .array(pieces, { minLength: 0, maxLength: 10 })
  .map((parts) => `/${parts.join('')}`)
  // A raw space, "#" or "?" changes what the client sends; encode as a browser would.
  .map((path) => encodeURI(path).replace(/%25(?=[0-9a-fA-F]{2})/g, '%'));

describe.each(['/', '/developer/'])('with BASE_URL=%s', (baseUrl) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ baseUrl });
  });

  it('never answers 5xx and never redirects off the origin', async () => {
    await fc.assert(
      fc.asyncProperty(paths, async (path) => {
        const response = await request(app).get(path).redirects(0);
        expect(response.status, path).toBeLessThan(500);
        const location = response.headers.location;
        if (location !== undefined) {
          expect(location, path).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, 'http://portal.test').origin, path).toBe('http://portal.test');
        }
      }),
      { numRuns: 1500 },
    );
  }, 120_000);
});
