/**
 * The site's primary colour (site.config.json `brand.primaryColor`, from a Docusaurus site's
 * `--ifm-color-primary`) as the portal's colour tokens, for each colour mode: the primary, its
 * stronger hover form, its soft background and the highlighted-line tint. A colour too pale (or,
 * in dark mode, too dark) to read as link text on the page's background and on its soft tint (WCAG AA, 4.5:1) is
 * darkened (lightened) until it is: the brand stays recognisable and every link stays readable.
 */
import { type Colord, colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import type { SiteSettings } from '../shared/siteSettingsSchema.ts';

extend([a11yPlugin, mixPlugin]);

/** The backgrounds links sit on in each mode (client/styles/tokens.css `--portal-color-bg`). */
const BACKGROUND = { light: '#ffffff', dark: '#15171c' } as const;
const AA = 4.5;

export interface ModeColors {
  primary: string;
  strong: string;
  soft: string;
  onPrimary: string;
  highlight: string;
  /** The colour as written, when it had to change to be readable. */
  adjustedFrom?: string;
}

/** The tokens of one mode from its primary colour. */
export function modeColors(written: string, mode: 'light' | 'dark'): ModeColors {
  const background = BACKGROUND[mode];
  // The soft background the current sidebar item and marks sit on, tinted with the colour.
  const softOf = (color: Colord) => colord(background).mix(color, mode === 'light' ? 0.1 : 0.18);
  const readable = (color: Colord) => color.contrast(background) >= AA && color.contrast(softOf(color)) >= AA;
  let color = colord(written);
  for (let step = 0; step < 50 && !readable(color); step++)
    color = mode === 'light' ? color.darken(0.02) : color.lighten(0.02);
  const primary = color.toHex();
  const strong = (mode === 'light' ? color.darken(0.08) : color.lighten(0.08)).toHex();
  const soft = softOf(color).toHex();
  const onPrimary = color.contrast('#ffffff') >= color.contrast('#000000') ? '#ffffff' : '#000000';
  const highlight = color.alpha(0.12).toRgbString();
  const changed = primary !== colord(written).toHex();
  return { primary, strong, soft, onPrimary, highlight, ...(changed ? { adjustedFrom: written } : {}) };
}

const declarations = (colors: ModeColors) =>
  [
    `--portal-color-primary: ${colors.primary};`,
    `--portal-color-primary-strong: ${colors.strong};`,
    `--portal-color-primary-soft: ${colors.soft};`,
    `--portal-color-on-primary: ${colors.onPrimary};`,
    `--portal-color-line-highlight: ${colors.highlight};`,
  ].join(' ');

/** The stylesheet the client bundle ends with; empty when the site keeps the portal's colours. */
export function brandStylesheet(brand: SiteSettings['brand']): string {
  const { light, dark = light } = brand?.primaryColor ?? {};
  const rules: string[] = [];
  if (light) rules.push(`:root { ${declarations(modeColors(light, 'light'))} }`);
  // More specific than tokens.css's dark rule and the light rule above, whichever comes first.
  if (dark) rules.push(`:root[data-theme='dark'] { ${declarations(modeColors(dark, 'dark'))} }`);
  return rules.length > 0 ? `/* The site's brand colours (site.config.json brand). */\n${rules.join('\n')}\n` : '';
}
