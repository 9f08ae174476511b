import { beforeAll, describe, expect, it } from 'vitest';
import { contractDocRoutes, siteDocRoutes } from '../../../tests/contractRoutes.ts';
import { siteBuild } from '../../../tests/support/siteBuild.ts';
import type { PageStore } from './pageStore.ts';

let store: PageStore;
beforeAll(async () => {
  // buildPageStore's output for docs/, as the build wrote it once for the whole run.
  ({ store } = await siteBuild());
});

describe('the page store built from docs/', () => {
  it('has exactly the home page, the search page, the contract’s 47 doc pages and the added ones', () => {
    expect(contractDocRoutes).toHaveLength(47);
    expect(Object.keys(store.pages).sort()).toEqual(['/', '/search', ...siteDocRoutes].sort());
  });

  it('gives every doc a title, a description, body HTML and a sidebar listing every doc', () => {
    for (const route of siteDocRoutes) {
      const page = store.pages[route];
      if (page?.kind !== 'doc') throw new Error(`${route} is not a doc page`);
      expect(page.title, route).not.toBe('');
      expect(page.description.length, route).toBeGreaterThan(20);
      expect(page.html, route).toContain('<p>');
      const sidebarText = JSON.stringify(page.sidebar);
      for (const other of siteDocRoutes) expect(sidebarText).toContain(`"path":"${other}"`);
    }
  });

  it('chains every doc into one reading order through previous/next', () => {
    const first = Object.values(store.pages).find((page) => page.kind === 'doc' && page.prev === null);
    const visited: string[] = [];
    for (let page = first; page?.kind === 'doc'; page = page.next ? store.pages[page.next.path] : undefined) {
      visited.push(page.path);
    }
    expect(visited.sort()).toEqual([...siteDocRoutes].sort());
  });

  it('starts the reading order with getting started', () => {
    const start = store.pages['/docs/getting-started'];
    expect(start?.kind === 'doc' && start.prev).toBeNull();
  });

  it('has a home page with a card for every area', () => {
    const home = store.pages['/'];
    if (home?.kind !== 'home') throw new Error('no home page');
    expect(home.title).toBe('Developer Portal');
    const cardTargets = home.cards.map((card) => card.path);
    for (const area of ['ios', 'android', 'web', 'cordova', 'api', 'webhooks', 'stores']) {
      expect(
        cardTargets.some((path) => path.startsWith(`/docs/${area}/`)),
        area,
      ).toBe(true);
    }
    for (const path of cardTargets) expect(store.pages[path], path).toBeDefined();
  });
});
