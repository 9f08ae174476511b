import { describe, expect, it } from 'vitest';
import { DOCS_ROUTE_BASE, versionRouteBase } from './docsRoutes.ts';

describe('docs routes', () => {
  it('put the docs under /docs and a frozen version under /docs/<name>', () => {
    expect(DOCS_ROUTE_BASE).toBe('/docs');
    expect(versionRouteBase('1.0')).toBe('/docs/1.0');
  });
});
