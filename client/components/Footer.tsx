/** Site footer: link columns from the site config and the copyright line. */
import { memo } from 'react';
import { siteConfig } from '../../shared/site-config.ts';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';

/** Memoised: it depends on the site config alone, so a navigation never needs to render it again. */
export const Footer = memo(function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__columns">
          {siteConfig.footerColumns.map((column) => (
            <div key={column.title} className="footer__column">
              <h2 className="footer__title">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SiteLinkAnchor link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="footer__copyright">{`Copyright © ${siteConfig.copyrightYear} ${siteConfig.company}`}</p>
      </div>
    </footer>
  );
});
