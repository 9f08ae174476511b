/**
 * The menu drawer of narrow screens, as Docusaurus's and Starlight's: the brand, the close button
 * and the colour toggle on top, then search, the docs version, the main links and, on doc pages,
 * the docs sidebar. The controls are the navbar's own components (which the navbar hides where the
 * menu button shows). A native modal `<dialog>` makes the page behind it inert, keeps Tab inside,
 * and closes on Escape; focus moves to the close button and, on closing, back to the menu button.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import type { PageData } from '../../shared/types.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { NavbarSearch } from '../search/NavbarSearch.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Brand, MENU_ID, toChosenDocs } from './Navbar.tsx';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';

interface MobileMenuProps {
  /** The shown page: the version choice depends on it. */
  page: PageData;
  /** Where the Docs link leads, as in the navbar. */
  docsHome: string;
  /** Opens the search dialog (over the menu, which stays open beneath it). */
  onOpenSearch: (query: string) => void;
  onClose: () => void;
  children?: ReactNode;
}

export function MobileMenu({ page, docsHome, onOpenSearch, onClose, children }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    element?.showModal();
    closeButton.current?.focus();
    document.documentElement.dataset.portalMenuOpen = '';
    return () => {
      element?.close();
      delete document.documentElement.dataset.portalMenuOpen;
      // Back to the menu button, so keyboard users continue where they were.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      id={MENU_ID}
      className="mobile-menu"
      aria-label={siteConfig.labels.menu}
      // Escape: the dialog's own cancel; whenever the browser closes it, the menu closes.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onKeyDown={(event) => {
        // Escape in the open version list closes the list alone (its own listener does that).
        const versionList = dialog.current?.querySelector('.version-dropdown__button[aria-expanded="true"]');
        if (event.key === 'Escape' && versionList) event.preventDefault();
      }}
      // Clicks on the backdrop reach the dialog itself; the panel inside it fills it.
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="mobile-menu__panel">
        <div className="mobile-menu__header">
          <Brand />
          <div className="mobile-menu__header-end">
            {!siteConfig.settings.colorMode?.disableSwitch && <ColorModeToggle />}
            <button
              ref={closeButton}
              type="button"
              className="icon-button"
              aria-label={siteConfig.labels.closeMenu}
              onClick={onClose}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        </div>
        <div className="mobile-menu__controls">
          <NavbarSearch onOpen={onOpenSearch} />
          <div className="mobile-menu__version">
            <span className="mobile-menu__version-label" aria-hidden="true">
              {/* The button's own name says it too: "Docs version: …". */}
              Docs version
            </span>
            <VersionDropdown page={page} />
          </div>
        </div>
        <ul className="mobile-menu__links">
          {siteConfig.navbarLinks.map((item) => (
            <li key={`${item.label} ${item.href ?? ''}`}>
              {'items' in item ? (
                // A dropdown's links, listed under its label: the drawer has room for them all.
                <>
                  {item.href ? (
                    <SiteLinkAnchor link={{ label: item.label, href: item.href }} />
                  ) : (
                    <span className="mobile-menu__group">{item.label}</span>
                  )}
                  <ul className="mobile-menu__sublinks">
                    {item.items.map((link) => (
                      <li key={`${link.label} ${link.href}`}>
                        <SiteLinkAnchor link={link} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <SiteLinkAnchor link={toChosenDocs(item, docsHome)} />
              )}
            </li>
          ))}
        </ul>
        {children}
      </div>
    </dialog>
  );
}
