/**
 * The imported site's files (its `static/`, copied into the build's `public/`, and the files its
 * docs link to, under `/assets/docs/`) cannot run as the portal: documents are sandboxed, scripts
 * are plain text; images, fonts, CSS and PDFs are served as before. The portal's own hashed
 * client stays JavaScript.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBuild } from '../../tests/support/siteBuild.ts';
import { createPortal } from '../app.ts';
import { INERT_SCRIPT_TYPE, SITE_DOCUMENT_CSP, siteFileServing } from './siteFileHeaders.ts';

const SCRIPT = 'localStorage.setItem("stolen", "yes"); document.title = "ran";\n'.repeat(40);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${SCRIPT}</script></svg>`;

/** The site's static files, as the build copies them (public/ with static/ over it). */
const STATIC_FILES: Record<string, string> = {
  'demo.html': `<!doctype html><title>Demo</title><script>${SCRIPT}</script>`,
  'legacy/page.htm': '<title>Old</title><script>document.title = "ran"</script>',
  'page.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><script>document.title = "ran"</script></html>',
  'img/diagram.svg': SVG,
  'feed.xml': '<?xml version="1.0"?><rss/>',
  'js/widget.js': SCRIPT,
  'js/module.mjs': 'export const x = 1;',
  'js/common.cjs': 'module.exports = 1;',
  'img/logo.png': 'not really a png',
  'css/custom.css': 'body { color: red; }',
  'files/guide.pdf': '%PDF-1.4',
  'fonts/inter.woff2': 'wOF2',
  'data/config.json': '{"a": 1}',
};

let root: string;
let app: Express;
let ownScript: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-site-files-'));
  const publicDir = join(root, 'public');
  const clientDir = join(root, 'client');
  for (const [name, text] of Object.entries(STATIC_FILES)) {
    await mkdir(join(publicDir, name, '..'), { recursive: true });
    await writeFile(join(publicDir, name), text);
  }
  // The client's own hashed script, and files the docs link to (remarkDocAssets.ts).
  await mkdir(join(clientDir, 'assets', 'docs'), { recursive: true });
  ownScript = '/assets/entry-ABCD1234.js';
  await writeFile(join(clientDir, ownScript), SCRIPT);
  await writeFile(join(clientDir, 'assets/docs/flow-1a2b3c4d.svg'), SVG);
  await writeFile(join(clientDir, 'assets/docs/demo-1a2b3c4d.html'), '<script>document.title = "ran"</script>');
  await writeFile(join(clientDir, 'assets/docs/tool-1a2b3c4d.js'), SCRIPT);
  await writeFile(join(clientDir, 'assets/docs/screen-1a2b3c4d.png'), 'png');
  const { store, assets } = await siteBuild();
  app = createPortal({ store, assets, clientDir, publicDir }).app;
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('site files a browser would render as a document', () => {
  it.each([
    ['/demo.html', /^text\/html/],
    ['/legacy/page.htm', /^text\/html/],
    ['/page.xhtml', /^application\/xhtml\+xml/],
    ['/img/diagram.svg', /^image\/svg\+xml/],
    ['/feed.xml', /xml/],
    ['/assets/docs/flow-1a2b3c4d.svg', /^image\/svg\+xml/],
    ['/assets/docs/demo-1a2b3c4d.html', /^text\/html/],
  ])('%s keeps its type but is sandboxed, without scripts', async (path, type) => {
    const response = await request(app).get(path).expect(200).expect('Content-Type', type);
    const csp = response.headers['content-security-policy'];
    expect(csp).toBe(SITE_DOCUMENT_CSP);
    // Only the one policy: the pages' (which admits 'self' scripts) is replaced, not added to.
    expect(csp).not.toContain('script-src');
    expect(csp?.split('; ')[0]).toMatch(/^sandbox( |$)/);
    expect(csp).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // An SVG must still show as an image in the sandboxed (opaque-origin) HTML beside it.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps the sandbox on HEAD, on 304 and in every encoding', async () => {
    const head = await request(app).head('/demo.html').expect(200);
    expect(head.headers['content-security-policy']).toBe(SITE_DOCUMENT_CSP);
    const gzip = await request(app).get('/demo.html').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-security-policy']).toBe(SITE_DOCUMENT_CSP);
    const again = await request(app)
      .get('/demo.html')
      .set('If-None-Match', gzip.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(SITE_DOCUMENT_CSP);
  });
});

describe('site scripts', () => {
  it.each(['/js/widget.js', '/js/module.mjs', '/js/common.cjs', '/assets/docs/tool-1a2b3c4d.js'])(
    '%s is plain text with nosniff, which no browser runs as a script',
    async (path) => {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const response = await request(app).get(path).set('Accept-Encoding', encoding).expect(200);
        expect(response.headers['content-type']).toBe(INERT_SCRIPT_TYPE);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toBe(SITE_DOCUMENT_CSP);
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      }
    },
  );

  it('leaves the bytes as they are', async () => {
    const { text } = await request(app).get('/js/widget.js').expect(200);
    expect(text).toBe(SCRIPT);
  });
});

describe('what stays as it was', () => {
  it.each([
    ['/img/logo.png', /^image\/png/],
    ['/css/custom.css', /^text\/css/],
    ['/files/guide.pdf', /^application\/pdf/],
    ['/fonts/inter.woff2', /^font\/woff2/],
    ['/data/config.json', /^application\/json/],
    ['/assets/docs/screen-1a2b3c4d.png', /^image\/png/],
  ])('%s is served as its type says, under the pages’ policy', async (path, type) => {
    const response = await request(app).get(path).expect(200).expect('Content-Type', type);
    // PDFs above all: Chromium's viewer does not open in a sandboxed document.
    expect(response.headers['content-security-policy']).not.toMatch(/sandbox/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The sandboxed site documents (an opaque origin) show them too.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves the portal’s own hashed client as JavaScript, cacheable for a year', async () => {
    const response = await request(app).get(ownScript).expect(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).not.toMatch(/sandbox/);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps the pages’ own policy, which lets them show the site’s images and stylesheets', async () => {
    const response = await request(app).get('/docs/getting-started').expect(200);
    const csp = response.headers['content-security-policy'] ?? '';
    expect(csp).not.toMatch(/sandbox/);
    expect(/img-src ([^;]*)/.exec(csp)?.[1]).toContain("'self'");
  });
});

describe('siteFileServing', () => {
  it.each([
    ['x.js', 'application/javascript; charset=utf-8'],
    ['x', 'text/javascript'],
    ['x.es', 'application/ecmascript'],
    ['X.MJS', 'application/octet-stream'],
  ])('makes %s (%s) plain text', (name, type) => {
    expect(siteFileServing(name, type).type).toBe(INERT_SCRIPT_TYPE);
  });

  it.each([
    ['x.rss', 'application/rss+xml'],
    ['x.atom', 'application/atom+xml'],
    ['x.xsl', 'application/xslt+xml'],
    ['x.svgz', 'image/svg+xml'],
    ['x.shtml', 'text/html'],
    ['x', 'text/xml; charset=utf-8'],
  ])('sandboxes %s (%s)', (name, type) => {
    expect(siteFileServing(name, type)).toEqual({
      type,
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Content-Security-Policy', SITE_DOCUMENT_CSP],
        ['Cross-Origin-Resource-Policy', 'cross-origin'],
      ],
    });
  });

  it.each([
    ['x.png', 'image/png'],
    ['x.pdf', 'application/pdf'],
    ['x.txt', 'text/plain; charset=utf-8'],
    ['x.zip', 'application/zip'],
  ])('leaves %s (%s) as it is, usable from a sandboxed page', (name, type) => {
    expect(siteFileServing(name, type)).toEqual({ type, headers: [['Cross-Origin-Resource-Policy', 'cross-origin']] });
  });
});
