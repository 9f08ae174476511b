/**
 * Top bar: menu button (narrow screens), site title, main links, search, version and colour
 * controls. Where the menu button shows, the version and colour controls move into the menu.
 */
import type { ReactNode } from 'react';
import { PageAnchor } from './PageAnchor.tsx';
import { ThemedLogo } from './ThemedLogo.tsx';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import type { SiteLink } from '../../shared/types.ts';

interface NavbarProps {
  /** Where the Docs link leads: the first page of the reader's chosen docs version. */
  docsHome: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Controls that depend on the shown page, such as the docs version dropdown. */
  children?: ReactNode;
}

export const MENU_ID = 'portal-menu';

/** A link to the docs home leads to the reader's chosen docs version instead. */
export function toChosenDocs(link: SiteLink, docsHome: string): SiteLink {
  return link.href === siteConfig.docsHome ? { ...link, href: docsHome } : link;
}

/** The logo and the site's title, linking home: in the navbar and at the top of the mobile menu. */
export function Brand() {
  const logo = siteConfig.settings.brand?.logo;
  return (
    <PageAnchor to="/" className="navbar__brand">
      {logo ? (
        // Decorative beside the title, as the title names the link.
        <ThemedLogo image={logo} className="navbar__logo-img" alt="" />
      ) : (
        <span className="navbar__logo" aria-hidden="true">
          A
        </span>
      )}
      {siteConfig.title}
    </PageAnchor>
  );
}

export function Navbar({ docsHome, menuOpen, onOpenMenu, children }: NavbarProps) {
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={siteConfig.labels.mainNavigation}>
        <button
          type="button"
          className="icon-button navbar__menu-button"
          aria-label={siteConfig.labels.openMenu}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={onOpenMenu}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
        <Brand />
        <ul className="navbar__links">
          {siteConfig.navbarLinks.map((item) => (
            <li key={`${item.label} ${item.href ?? ''}`}>
              {'items' in item ? (
                <NavbarDropdown dropdown={item} />
              ) : (
                <SiteLinkAnchor link={toChosenDocs(item, docsHome)} className="navbar__link" />
              )}
            </li>
          ))}
        </ul>
        <div className="navbar__end">
          {children}
          {!siteConfig.settings.colorMode?.disableSwitch && <ColorModeToggle />}
        </div>
      </nav>
    </header>
  );
}
