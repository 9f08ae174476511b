/** The docs sidebar: every category and page, with the current page marked. */
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
            <span className="sidebar__category-label">{item.label}</span>
            <SidebarList items={item.items} currentPath={currentPath} />
          </li>
        ),
      )}
    </ul>
  );
}
