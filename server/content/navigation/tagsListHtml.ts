/** Every tag under its first letter, each with its number of pages (Docusaurus's `TagsListByLetter`), for docs and blogs alike. */
import { h } from 'hastscript';
import type { DocTag } from './docTags.ts';

export function tagsListHtml(tags: { tag: DocTag; count: number }[]) {
  const letters = new Map<string, { tag: DocTag; count: number }[]>();
  for (const entry of tags) {
    const letter = entry.tag.label[0]?.toLocaleUpperCase() ?? '';
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  return h(
    'section.tags-list',
    [...letters].map(([letter, entries]) =>
      h('article.tags-list__letter', [
        h('h2', letter),
        h(
          'ul.tags',
          entries.map(({ tag, count }) =>
            h('li', [h('a.tag', { href: tag.permalink }, [tag.label, ' ', h('span.tag__count', String(count))])]),
          ),
        ),
      ]),
    ),
  );
}
