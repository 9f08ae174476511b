/** "Did you mean" for paths that are not pages: the HTML 404, `/api/content`'s 404 JSON and a Markdown twin's 404. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal } from '../../tests/support/testApp.ts';

type Portal = Awaited<ReturnType<typeof createTestPortal>>;
let portal: Portal;
beforeAll(async () => {
  portal = await createTestPortal();
});

const suggested = async (path: string) => {
  const { body } = await request(portal.handler).get('/api/content').query({ path }).expect(404);
  return (body.suggestions as { path: string }[]).map((page) => page.path);
};

describe('suggestions for a path that is not a page', () => {
  it.each([
    ['/docs/ios/instalation', '/docs/ios/installation'],
    ['/docs/webhook/security', '/docs/webhooks/security'],
    ['/docs/android/tracking-events', '/docs/android/tracking'],
    ['/docs/api/chat/post-messages', '/docs/api/chat/post-message'],
    ['/docs/ios/release-note', '/docs/ios/release-notes'],
    ['/docs/signature-verification', '/docs/webhooks/security'],
    ['/docs/cordova/firebase-push', '/docs/cordova/firebase'],
    ['/docs/ios/installation.html', '/docs/ios/installation'],
  ])('%s offers %s first', async (path, first) => {
    const suggestions = await suggested(path);
    expect(suggestions[0]).toBe(first);
    expect(suggestions.length).toBeLessThanOrEqual(3);
  });

  it('offers nothing for a path like no page', async () => {
    expect(await suggested('/wp-admin/setup-config.php')).toEqual([]);
  });

  it('shows them in the server-rendered 404 page, linked inside <main>, status still 404', async () => {
    const { text } = await request(portal.handler).get('/docs/ios/instalation').expect(404);
    const main = text.slice(text.indexOf('<main'), text.indexOf('</main>'));
    expect(main).toContain('Did you mean');
    expect(main).toMatch(/<a href="\/docs\/ios\/installation"[^>]*>iOS › Installation</);
  });

  it('lists them in Markdown for a Markdown twin that does not exist', async () => {
    const response = await request(portal.handler).get('/docs/ios/instalation.md').expect(404);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.text).toMatch(/^# Page not found\n/);
    expect(response.text).toContain('Did you mean:\n\n- [iOS › Installation](/docs/ios/installation.md)');
  });
});
