/**
 * A navbar item that opens a list of links (site.config.json `navbarLinks` with `items`, a
 * Docusaurus `type: 'dropdown'`). A disclosure button shows and hides the list; before the app
 * runs (or without JavaScript) the list opens on hover and focus, as Docusaurus's does.
 */
import { useCallback, useId, useRef, useState } from 'react';
import type { NavbarDropdown as Dropdown } from '../../shared/types.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';
import { useCloseOnOutside } from './useCloseOnOutside.ts';

export function NavbarDropdown({ dropdown }: { dropdown: Dropdown }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useCloseOnOutside(open, root, close);
  return (
    <div className="navbar-dropdown" ref={root} data-open={open ? '' : undefined}>
      {dropdown.href ? (
        <SiteLinkAnchor link={{ label: dropdown.label, href: dropdown.href }} className="navbar__link" />
      ) : null}
      <button
        type="button"
        className={dropdown.href ? 'navbar-dropdown__toggle' : 'navbar-dropdown__toggle navbar__link'}
        aria-expanded={open}
        aria-controls={menuId}
        // With a label link beside it, the button names what it opens.
        aria-label={dropdown.href ? siteConfig.labels.dropdownMore.replace('{label}', dropdown.label) : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {dropdown.href ? null : dropdown.label}
      </button>
      {/* A link chosen closes the list (the navbar stays as the page changes). */}
      <ul id={menuId} className="navbar-dropdown__menu" onClick={close}>
        {dropdown.items.map((link) => (
          <li key={`${link.label} ${link.href}`}>
            <SiteLinkAnchor link={link} className="navbar-dropdown__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
