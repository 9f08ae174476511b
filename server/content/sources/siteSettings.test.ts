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

  it('refuses a navbar, footer or edit URL that would run script, one line each', () => {
    const hostile = {
      ...settingsFile,
      editUrlBase: 'javascript:alert(1)//',
      navbarLinks: [{ label: 'Run', href: ' JavaScript:alert(1)' }],
      footerColumns: [{ title: 'More', links: [{ label: 'Page', href: 'data:text/html,<script>alert(1)</script>' }] }],
    };
    expect(() => checkSiteSettings(hostile)).toThrow(
      'site.config.json: editUrlBase "javascript:alert(1)//" is not allowed: javascript: URLs run script\n' +
        'site.config.json: navbarLinks.0.href "JavaScript:alert(1)" is not allowed: javascript: URLs run script\n' +
        'site.config.json: footerColumns.0.links.0.href "data:text/html,<script>alert(1)</script>" is not allowed: data: URLs may hold a page or a script; only images (data:image/png, jpeg, gif, webp, avif or svg+xml) in <img> and <source> are allowed',
    );
  });
});
