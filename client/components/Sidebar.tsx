/**
 * The docs sidebar: every category and page. Categories are <details> elements, so they fold
 * with and without JavaScript; the one holding the current page is open, and the page is marked.
 * A category with a page of its own links its label to it. On large sites, categories away from
 * the page arrive folded (no items) and load when opened.
 */
import { type SyntheticEvent, useState } from 'react';
import { MethodBadge } from './MethodBadge.tsx';
import { PageAnchor } from './PageAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import { holdsPath } from '../../shared/sidebarItems.ts';
import type { SidebarCategory, SidebarItem } from '../../shared/types.ts';
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
            return (
              <li key={item.path} className={item.className}>
                <PageAnchor
                  to={item.path}
                  className={item.method ? 'sidebar__link sidebar__link--operation' : 'sidebar__link'}
                  aria-current={item.path === currentPath ? 'page' : undefined}
                >
                  {item.method && <MethodBadge method={item.method} className="sidebar__method" />}
                  {item.method ? <span className="sidebar__label">{item.label}</span> : item.label}
                </PageAnchor>
              </li>
            );
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
                labels={[...labels, item.label]}
              />
            );
        }
      })}
    </ul>
  );
}

function SidebarCategoryItem({
  category,
  currentPath,
  version,
  labels,
}: {
  category: SidebarCategory;
  currentPath: string;
  version: string;
  labels: string[];
}) {
  const [loaded, setLoaded] = useState<SidebarItem[] | null>(null);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!category.folded || loaded || !event.currentTarget.open) return;
    loadSidebar(version).then(
      (sidebar) => setLoaded(categoryItems(sidebar, labels)),
      () => setLoaded(null),
    );
  };
  const label = category.path ? (
    <PageAnchor
      to={category.path}
      className="sidebar__category-link"
      aria-current={category.path === currentPath ? 'page' : undefined}
    >
      {category.label}
    </PageAnchor>
  ) : (
    category.label
  );
  return (
    <li className={classes('sidebar__category', category.className)}>
      <details open={category.collapsed === false || holdsPath(category, currentPath)} onToggle={onToggle}>
        <summary className="sidebar__category-label">{label}</summary>
        <SidebarList items={loaded ?? category.items} currentPath={currentPath} version={version} labels={labels} />
      </details>
    </li>
  );
}
