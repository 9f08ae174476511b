/** The client's source maps hold every client source file: served only with SOURCE_MAPS=public. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/testApp.ts';
import { siteBuild } from '../../tests/support/siteBuild.ts';

describe('client source maps', () => {
  it('are not served by default, and the scripts do not point at them', async () => {
    const app = await createTestApp();
    const { assets } = await siteBuild();
    for (const script of [assets.script, assets.bootScript]) {
      await request(app).get(`${script}.map`).expect(404);
      const response = await request(app).get(script).expect(200);
      expect(response.headers.sourcemap).toBeUndefined();
      expect(response.text).not.toContain('sourceMappingURL');
    }
    await request(app).get(`${assets.stylesheet}.map`).expect(404);
  });

  it('are served with SOURCE_MAPS=public, announced by a SourceMap header', async () => {
    const app = await createTestApp({ sourceMaps: true, baseUrl: '/developer/' });
    const { assets } = await siteBuild();
    const script = await request(app).get(`/developer${assets.script}`).expect(200);
    const mapName = `${assets.script.split('/').pop()}.map`;
    expect(script.headers.sourcemap).toBe(mapName);
    const map = await request(app).get(`/developer${assets.script}.map`).expect(200);
    expect(map.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { sources } = JSON.parse(map.text) as { sources: string[] };
    expect(sources.some((source) => source.endsWith('client/entry.tsx'))).toBe(true);
  });
});
