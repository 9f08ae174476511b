/**
 * The docs sidebar: every category and page. Categories are <details> elements, so they fold
 * with and without JavaScript; the one holding the current page is open, and the page is marked.
 */
import { Link } from 'react-router-dom';
import { siteConfig } from '../../shared/site-config.ts';
import type { SidebarItem } from '../../shared/types.ts';

interface SidebarProps {
  items: SidebarItem[];
  currentPath: string;
}

export function Sidebar({ items, currentPath }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={siteConfig.labels.docsNavigation}>
      <SidebarList items={items} currentPath={currentPath} />
    </nav>
  );
}

function contains(item: SidebarItem, path: string): boolean {
  return item.type === 'doc' ? item.path === path : item.items.some((child) => contains(child, path));
}

function SidebarList({ items, currentPath }: SidebarProps) {
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
          <li key={item.label} className="sidebar__category">
            <details open={contains(item, currentPath)}>
              <summary className="sidebar__category-label">{item.label}</summary>
              <SidebarList items={item.items} currentPath={currentPath} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
