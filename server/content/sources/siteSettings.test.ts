import { describe, expect, it } from 'vitest';
import settingsFile from '../../../site.config.json';
import { checkSiteSettings } from './siteSettings.ts';

describe('checkSiteSettings', () => {
  it('passes site.config.json as it is', () => {
    expect(checkSiteSettings(settingsFile)).toEqual(settingsFile);
  });

  it('names each mistyped field on a line of its own', () => {
    const mistyped = { ...settingsFile, copyrightYear: '2025', docs: { ...settingsFile.docs, home: 'docs/intro' } };
    expect(() => checkSiteSettings(mistyped)).toThrow(
      'site.config.json: copyrightYear Invalid input: expected number, received string\n' +
        'site.config.json: docs.home must be a path starting with "/"',
    );
  });
});
