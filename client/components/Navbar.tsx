/** Top bar: the site title linking home and the main navigation links. */
import { Link } from 'react-router-dom';
import { siteConfig } from '../../shared/site-config.ts';

export function Navbar() {
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={siteConfig.labels.mainNavigation}>
        <Link to="/" className="navbar__brand">
          <span className="navbar__logo" aria-hidden="true">
            A
          </span>
          {siteConfig.title}
        </Link>
        <ul className="navbar__links">
          {siteConfig.navbarLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="navbar__link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
