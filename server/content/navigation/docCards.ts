/**
 * Docusaurus's `DocCardList`: a card for each item of a category, with its description (a
 * category's card counts its items), styled as the home page's cards. Written as HTML, the way compiled Markdown is, and placed
 * where a page asks for it once the sidebars are known.
 */
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { sidebarPaths } from '../../../shared/sidebarItems.ts';
import type { SidebarItem } from '../../../shared/types.ts';

/** What compiled Markdown holds where `<DocCardList />` stood, until the sidebars are known. */
export const DOC_CARD_LIST_PLACEHOLDER = '<div data-portal-doc-card-list=""></div>';

export function docCardsHtml(items: SidebarItem[], descriptionOf: (path: string) => string): string {
  const cards = items.flatMap((item) => {
    if (item.type === 'doc') return [card(item.path, item.label, descriptionOf(item.path))];
    if (item.type === 'link') return [card(item.href, item.label, item.href)];
    if (item.type !== 'category') return [];
    const target = item.path ?? sidebarPaths(item.items)[0];
    if (!target) return [];
    const count = sidebarPaths(item.items).length;
    return [card(target, item.label, `${count} item${count === 1 ? '' : 's'}`)];
  });
  return toHtml(h('section.cards.doc-cards', cards));
}

function card(href: string, title: string, description: string) {
  return h('a.card', { href }, [h('span.card__title', title), h('span.card__text', description)]);
}
