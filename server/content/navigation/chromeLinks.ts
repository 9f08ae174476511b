/**
 * The links of the chrome every page shows (site.config.json: the navbar's links and dropdowns,
 * the footer's columns and logo link) and the images it loads (the logos, the favicon), as a
 * source whose links the build checks as it checks a page's (checkLinks.ts): a navbar link into
 * the site that 404s would be broken on every page. Each is named by its line in site.config.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSettings } from '../../../shared/types.ts';
import type { SourceLink } from '../markdown/plugins/remarkCollectLinks.ts';
import { projectRoot } from '../../projectPaths.ts';

export const SETTINGS_DISPLAY = 'site.config.json';

export interface ChromeLinkSource {
  sourcePath: string;
  links: SourceLink[];
}

/** Every link and image of the chrome, in the order the file holds them. */
function chromeTargets(settings: SiteSettings): { url: string; key: 'href' | 'src' | 'srcDark' | 'favicon' }[] {
  const brand = settings.brand;
  const images = [brand?.logo, brand?.footerLogo].flatMap((image) =>
    image
      ? [
          { url: image.src, key: 'src' as const },
          ...(image.srcDark ? [{ url: image.srcDark, key: 'srcDark' as const }] : []),
        ]
      : [],
  );
  return [
    ...settings.navbarLinks.flatMap((item) => [
      ...(item.href ? [{ url: item.href, key: 'href' as const }] : []),
      ...('items' in item ? item.items.map((link) => ({ url: link.href, key: 'href' as const })) : []),
    ]),
    ...settings.footerColumns.flatMap((column) =>
      column.links.map((link) => ({ url: link.href, key: 'href' as const })),
    ),
    ...(brand?.footerLogo?.href ? [{ url: brand.footerLogo.href, key: 'href' as const }] : []),
    ...images,
    ...(brand?.favicon ? [{ url: brand.favicon, key: 'favicon' as const }] : []),
  ];
}

/**
 * The chrome's links with the line each is written on (`"href": "/help"`), found in the file's
 * text in order, so that two links to one target get their own lines; line 1 when the file is
 * not at hand (settings given in a test).
 */
export function chromeLinkSource(
  settings: SiteSettings,
  settingsText: string | null = readSettingsText(),
): ChromeLinkSource {
  const lines = settingsText?.split('\n') ?? [];
  const used = new Set<number>();
  const lineOf = (key: string, url: string) => {
    const written = `${JSON.stringify(key)}: ${JSON.stringify(url)}`;
    const index = lines.findIndex((line, at) => !used.has(at) && line.includes(written));
    if (index === -1) return 1;
    used.add(index);
    return index + 1;
  };
  return {
    sourcePath: SETTINGS_DISPLAY,
    links: chromeTargets(settings).map(({ url, key }) => ({
      url,
      written: url,
      line: lineOf(key, url),
      ...(key === 'href' ? {} : { image: true as const }),
    })),
  };
}

function readSettingsText(): string | null {
  const file = join(projectRoot, SETTINGS_DISPLAY);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}
