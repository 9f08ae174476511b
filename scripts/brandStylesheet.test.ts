import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { brandStylesheet, modeColors } from './brandStylesheet.ts';

extend([a11yPlugin]);

describe('the brand stylesheet', () => {
  it('keeps a readable colour as written, in each mode', () => {
    expect(modeColors('#1b5e3a', 'light')).toMatchObject({ primary: '#1b5e3a' });
    expect(modeColors('#25c2a0', 'dark')).toMatchObject({ primary: '#25c2a0' });
    expect(modeColors('#1b5e3a', 'light').adjustedFrom).toBeUndefined();
  });

  it('darkens (in dark mode, lightens) a colour links could not be read in, on the page or its soft tint, until they meet WCAG AA', () => {
    const tinted = modeColors('#2e8555', 'light');
    expect(tinted.adjustedFrom).toBe('#2e8555');
    expect(colord(tinted.primary).contrast(tinted.soft)).toBeGreaterThanOrEqual(4.5);
    const light = modeColors('#25c2a0', 'light');
    expect(light.adjustedFrom).toBe('#25c2a0');
    expect(colord(light.primary).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
    const dark = modeColors('#1a237e', 'dark');
    expect(dark.adjustedFrom).toBe('#1a237e');
    expect(colord(dark.primary).contrast('#15171c')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes the tokens of each mode, the dark from the light one when the site gives no dark colour, nothing without a colour', () => {
    expect(brandStylesheet(undefined)).toBe('');
    expect(brandStylesheet({ logo: { src: '/img/logo.svg' } })).toBe('');
    const css = brandStylesheet({ primaryColor: { light: '#1b5e3a' } });
    expect(css).toContain(':root { --portal-color-primary: #1b5e3a;');
    expect(css).toMatch(/:root\[data-theme='dark'\] \{ --portal-color-primary: #[\da-f]{6};/);
  });
});
