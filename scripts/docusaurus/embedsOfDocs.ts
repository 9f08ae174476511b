/**
 * The `embeds` setting an imported site needs: the hosts its pages show in iframes (egghead,
 * CodeSandbox), besides the video players allowed by default, so that the pages build and the
 * Content-Security-Policy lets the frames load. Reads every docs folder given (current and versioned).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSettings } from '../../shared/siteSettingsSchema.ts';
import { VIDEO_EMBED_HOSTS, iframeHostsIn } from '../../shared/videoEmbeds.ts';

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `{ embeds: { allowedHosts } }` when the docs embed other hosts than the default ones, else `{}`. */
export function embedsOfDocs(docsDirs: string[]): Pick<SiteSettings, 'embeds'> {
  const hosts = new Set<string>();
  for (const file of docsDirs.flatMap(markdownFiles))
    for (const host of iframeHostsIn(readFileSync(file, 'utf8'))) hosts.add(host);
  const extra = [...hosts].filter((host) => !VIDEO_EMBED_HOSTS.includes(host)).sort();
  return extra.length > 0 ? { embeds: { allowedHosts: [...VIDEO_EMBED_HOSTS, ...extra] } } : {};
}
