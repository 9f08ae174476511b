/** The menu drawer of narrow screens: main links and, on doc pages, the docs sidebar. */
import { type ReactNode, useEffect, useRef } from 'react';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import { MENU_ID } from './Navbar.tsx';

interface MobileMenuProps {
  onClose: () => void;
  children?: ReactNode;
}

export function MobileMenu({ onClose, children }: MobileMenuProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.dataset.portalMenuOpen = '';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      delete document.documentElement.dataset.portalMenuOpen;
      // Back to the menu button, so keyboard users continue where they were.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [onClose]);

  return (
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        id={MENU_ID}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={siteConfig.labels.menu}
      >
        <div className="mobile-menu__header">
          <span className="navbar__brand">{siteConfig.title}</span>
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
        <ul className="mobile-menu__links">
          {siteConfig.navbarLinks.map((link) => (
            <li key={link.href}>
              <SiteLinkAnchor link={link} />
            </li>
          ))}
        </ul>
        {children}
      </div>
    </div>
  );
}
