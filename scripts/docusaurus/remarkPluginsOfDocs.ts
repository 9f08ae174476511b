/**
 * The remark and rehype plugins a Docusaurus site gives its docs (`remarkPlugins`,
 * `beforeDefaultRemarkPlugins`, `rehypePlugins`, `beforeDefaultRehypePlugins` of the docs plugin's
 * options): those the portal runs go into site.config.json, each other one is named with the
 * number of pages of the current docs that went through it in Docusaurus.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_REMARK_PLUGINS } from '../../server/content/markdown/mdx/siteRemarkPlugins.ts';
import type { SiteSettings } from '../../shared/types.ts';
import { moduleNameOf } from '../../server/content/siteModules/standIn.ts';

type SiteRemarkPlugin = NonNullable<SiteSettings['remarkPlugins']>[number];

const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

/** Options as JSON keeps them: functions (npm2yarn's custom `converters`) are left out. */
function jsonOptions(options: unknown): Record<string, unknown> | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  return JSON.parse(JSON.stringify(options)) as Record<string, unknown>;
}

/** The Markdown pages under `dir` (partials included: plugins see them too). */
function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

export interface PluginsOfDocs {
  remarkPlugins: SiteRemarkPlugin[];
  notCarried: string[];
}

export function remarkPluginsOfDocs(options: Record<string, unknown>, docsDir: string): PluginsOfDocs {
  const remarkPlugins: SiteRemarkPlugin[] = [];
  const notCarried: string[] = [];
  for (const list of LISTS) {
    const entries: unknown[] = Array.isArray(options[list]) ? options[list] : [];
    for (const entry of entries) {
      const [plugin, pluginOptions] = Array.isArray(entry) ? entry : [entry, undefined];
      const name = moduleNameOf(plugin) ?? (typeof plugin === 'string' ? plugin : undefined);
      if (name && name in SITE_REMARK_PLUGINS && /remark/i.test(list)) {
        const carried = jsonOptions(pluginOptions);
        remarkPlugins.push(carried ? { name, options: carried } : { name });
        continue;
      }
      const pages = markdownFiles(docsDir).length;
      notCarried.push(
        `${list} ${name ? `"${name}"` : '(a function written in the config)'}: not run here (the portal runs ${Object.keys(SITE_REMARK_PLUGINS).join(', ')}); ${pages} page${pages === 1 ? '' : 's'} of the current docs went through it in Docusaurus`,
      );
    }
  }
  return { remarkPlugins, notCarried };
}
