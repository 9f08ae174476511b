/**
 * The highlight.js grammars code fences may name: lowlight's common set plus the site's
 * `extraCodeLanguages` (site.config.json; Docusaurus's `prism.additionalLanguages`). Advoca's
 * settings name Kotlin, Ruby, Swift, XML and PHP (the seed's "besides the defaults") explicitly, so
 * that the set does not silently shrink if lowlight's `common` changes, plus Groovy for
 * `build.gradle` files and HTTP for raw requests and headers.
 */
import { all, common } from 'lowlight';
import { siteConfig } from '../../../../shared/site-config.ts';

type Grammars = typeof common;

/** The grammars for `names`; a name highlight.js does not have fails with one line. */
export function grammarsFor(names: readonly string[]): Grammars {
  const chosen: Grammars = {};
  for (const name of names) {
    const grammar = all[name];
    if (!grammar)
      throw new Error(`site.config.json: extraCodeLanguages names "${name}", which highlight.js does not have`);
    chosen[name] = grammar;
  }
  return chosen;
}

export const highlightLanguages: Grammars = { ...common, ...grammarsFor(siteConfig.settings.extraCodeLanguages) };

/** Extra fence names authors reach for, mapped to the grammar that reads them. */
export const highlightAliases = { plaintext: ['text', 'txt', 'plain'], groovy: ['gradle'] };
