/**
 * The docs sidebar: every category and page. Categories are <details> elements, so they fold
 * with and without JavaScript; the one holding the current page is open, and the page is marked.
 * On large sites, categories away from the page arrive folded (no items) and load when opened.
 */
import { type SyntheticEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { siteConfig } from '../../shared/site-config.ts';
import type { SidebarCategory, SidebarItem } from '../../shared/types.ts';
import { categoryItems, loadSidebar } from '../navigation/loadSidebar.ts';

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

function contains(item: SidebarItem, path: string): boolean {
  return item.type === 'doc' ? item.path === path : item.items.some((child) => contains(child, path));
}

function SidebarList({ items, currentPath, version, labels }: SidebarProps & { labels: string[] }) {
  return (
    <ul className="sidebar__list">
      {items.map((item) =>
        item.type === 'doc' ? (
          <li key={item.path}>
            <Link
              to={item.path}
              className="sidebar__link"
              aria-current={item.path === currentPath ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <SidebarCategoryItem
            key={item.label}
            category={item}
            currentPath={currentPath}
            version={version}
            labels={[...labels, item.label]}
          />
        ),
      )}
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
  return (
    <li className="sidebar__category">
      <details open={contains(category, currentPath)} onToggle={onToggle}>
        <summary className="sidebar__category-label">{category.label}</summary>
        <SidebarList items={loaded ?? category.items} currentPath={currentPath} version={version} labels={labels} />
      </details>
    </li>
  );
}
