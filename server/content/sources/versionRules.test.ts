import { describe, expect, it } from 'vitest';
import { servedVersions } from './versionRules.ts';

const at = { routeBase: '/docs', currentLabel: 'Next', place: 'site.config.json docs' };
const summary = (versions: ReturnType<typeof servedVersions>) =>
  versions.map(({ versionName, routeBase, label, isLast, banner, badge }) =>
    [versionName, routeBase, label, isLast, banner, badge].join(' '),
  );

describe('servedVersions (Docusaurus’s version rules)', () => {
  it('serves the current docs alone at the route base, without a badge', () => {
    expect(summary(servedVersions([], {}, at))).toEqual(['current /docs Next true  false']);
  });

  it('serves the newest version at the route base, the current docs at /next, older ones by name', () => {
    expect(summary(servedVersions(['2.0', '1.0'], {}, at))).toEqual([
      'current /docs/next Next false unreleased true',
      '2.0 /docs 2.0 true  true',
      '1.0 /docs/1.0 1.0 false unmaintained true',
    ]);
  });

  it('follows lastVersion, includeCurrentVersion and onlyIncludeVersions', () => {
    expect(summary(servedVersions(['2.0', '1.0'], { lastVersion: 'current' }, at))).toEqual([
      'current /docs Next true  true',
      '2.0 /docs/2.0 2.0 false unmaintained true',
      '1.0 /docs/1.0 1.0 false unmaintained true',
    ]);
    expect(summary(servedVersions(['2.0', '1.0'], { includeCurrentVersion: false, lastVersion: '1.0' }, at))).toEqual([
      '2.0 /docs/2.0 2.0 false unreleased true',
      '1.0 /docs 1.0 true  true',
    ]);
    expect(summary(servedVersions(['2.0', '1.0'], { onlyIncludeVersions: ['2.0'] }, at))).toEqual([
      '2.0 /docs 2.0 true  false',
    ]);
  });

  it('takes path, label, banner and badge from versions.<name>, at the site root too', () => {
    const versions = servedVersions(
      ['2.0'],
      { versions: { current: { path: 'edge', label: 'Edge', banner: 'none' }, '2.0': { badge: false } } },
      { ...at, routeBase: '/' },
    );
    expect(summary(versions)).toEqual(['current /edge Edge false  true', '2.0 / 2.0 true  false']);
  });

  it.each([
    [
      [],
      { includeCurrentVersion: false },
      'site.config.json docs: includeCurrentVersion is false and versions.json lists no version: nothing to serve',
    ],
    [
      ['1.0'],
      { lastVersion: '3.0' },
      'site.config.json docs.lastVersion: "3.0" is not a served version (current, 1.0)',
    ],
    [
      ['1.0'],
      { onlyIncludeVersions: ['0.9'] },
      'site.config.json docs.onlyIncludeVersions: "0.9" is not a version (current, 1.0)',
    ],
    [
      ['1.0'],
      { versions: { '0.9': { label: 'Old' } } },
      'site.config.json docs.versions: "0.9" is not a version (current, 1.0)',
    ],
    [
      ['1.0'],
      { onlyIncludeVersions: ['current'], lastVersion: '1.0' },
      'site.config.json docs.lastVersion: "1.0" is not a served version (current)',
    ],
  ])('refuses %j with %j in one line', (names, options, message) => {
    expect(() => servedVersions(names, options, at)).toThrow(new Error(message));
  });
});
