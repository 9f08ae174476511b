/**
 * The docs sidebar: every category and page. Categories are <details> elements, so they fold
 * with and without JavaScript; the one holding the current page is open, and the page is marked.
 * A category with a page of its own links its label to it, beside the control that folds it. On large sites, categories away from
 * the page arrive folded (no items) and load when opened.
 */
import { memo, type SyntheticEvent, useState } from 'react';
import { MethodBadge } from './MethodBadge.tsx';
import { PageAnchor } from './PageAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import { holdsPath } from '../../shared/sidebarItems.ts';
import type { SidebarCategory, SidebarDoc, SidebarItem } from '../../shared/types.ts';
import { categoryItems, loadSidebar } from '../navigation/loadSidebar.ts';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';

interface SidebarProps {
  items: SidebarItem[];
  currentPath: string;
  /** The docs version, whose whole sidebar folded categories load from. */
  version: string;
}

export function Sidebar(props: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={siteConfig.labels.docsNavigation}>
      <SidebarList {...props} labels={[]} />
    </nav>
  );
}

const classes = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

function SidebarList({ items, currentPath, version, labels }: SidebarProps & { labels: string[] }) {
  return (
    <ul className="sidebar__list">
      {items.map((item, index) => {
        switch (item.type) {
          case 'doc':
            return <SidebarDocItem key={item.path} item={item} current={item.path === currentPath} />;
          case 'link':
            return (
              <li key={`${item.href}#${index}`} className={item.className}>
                <SiteLinkAnchor link={item} className="sidebar__link" />
              </li>
            );
          case 'html':
            // From the repository's own sidebars file, as Docusaurus's `type: 'html'` items are.
            return (
              <li
                key={`html#${index}`}
                className={classes('sidebar__html', item.className)}
                dangerouslySetInnerHTML={{ __html: item.value }}
              />
            );
          case 'category':
            return (
              <SidebarCategoryItem
                key={item.label}
                category={item}
                currentPath={currentPath}
                version={version}
                labels={labels}
              />
            );
        }
      })}
    </ul>
  );
}

/*
 * Memoised, as the rows of a long list are: a navigation re-renders only the rows whose state it
 * changes (the page left, the page reached, the categories holding them), not every row of the
 * sidebar. That needs the same item objects from page to page, which navigation/sharedSidebar.ts
 * keeps.
 */

const SidebarDocItem = memo(function SidebarDocItem({ item, current }: { item: SidebarDoc; current: boolean }) {
  return (
    <li className={item.className}>
      <PageAnchor
        to={item.path}
        className={item.method ? 'sidebar__link sidebar__link--operation' : 'sidebar__link'}
        aria-current={current ? 'page' : undefined}
      >
        {item.method && <MethodBadge method={item.method} className="sidebar__method" />}
        {item.method ? <span className="sidebar__label">{item.label}</span> : item.label}
      </PageAnchor>
    </li>
  );
});

interface SidebarCategoryProps {
  category: SidebarCategory;
  currentPath: string;
  version: string;
  /** The labels of the categories above this one, from the top. */
  labels: string[];
}

/** Whether a move from `previous` to `next` leaves the category's rendering as it was. */
function categoryUnchanged(previous: SidebarCategoryProps, next: SidebarCategoryProps): boolean {
  return (
    previous.category === next.category &&
    previous.version === next.version &&
    previous.labels.join('\n') === next.labels.join('\n') &&
    (previous.currentPath === next.currentPath ||
      (!holdsPath(next.category, previous.currentPath) && !holdsPath(next.category, next.currentPath)))
  );
}

const SidebarCategoryItem = memo(function SidebarCategoryItem({
  category,
  currentPath,
  version,
  labels: above,
}: SidebarCategoryProps) {
  const [loaded, setLoaded] = useState<SidebarItem[] | null>(null);
  const labels = [...above, category.label];
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!category.folded || loaded || !event.currentTarget.open) return;
    loadSidebar(version).then(
      (sidebar) => setLoaded(categoryItems(sidebar, labels)),
      () => setLoaded(null),
    );
  };
  const open = category.collapsed === false || holdsPath(category, currentPath);
  const list = (
    <SidebarList items={loaded ?? category.items} currentPath={currentPath} version={version} labels={labels} />
  );
  if (!category.path)
    return (
      <li className={classes('sidebar__category', category.className)}>
        <details open={open} onToggle={onToggle}>
          <summary className="sidebar__category-label">{category.label}</summary>
          {list}
        </details>
      </li>
    );
  // A category with a page of its own: its label links to the page, and the summary beside it
  // folds the list. The link is not inside the summary (a link in a control is announced as
  // neither); CSS lays it over the summary's row, whose hidden copy of the label keeps its height.
  return (
    <li className={classes('sidebar__category sidebar__category--linked', category.className)}>
      <PageAnchor
        to={category.path}
        className="sidebar__category-link"
        aria-current={category.path === currentPath ? 'page' : undefined}
      >
        {category.label}
      </PageAnchor>
      <details open={open} onToggle={onToggle}>
        <summary className="sidebar__category-label" aria-label={category.label}>
          <span className="sidebar__category-spacer" aria-hidden="true">
            {category.label}
          </span>
        </summary>
        {list}
      </details>
    </li>
  );
}, categoryUnchanged);
