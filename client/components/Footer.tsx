/** Site footer: link columns from the site config, the site's footer logo, and the copyright line. */
import { memo } from 'react';
import { ThemedLogo } from './ThemedLogo.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';

const footerLogo = siteConfig.settings.brand?.footerLogo;

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
        {footerLogo && (
          <div className="footer__logo">
            {footerLogo.href ? (
              // A linked image needs a name: its alt, else the company's.
              <SiteLinkAnchor link={{ label: footerLogo.alt ?? siteConfig.company, href: footerLogo.href }}>
                <ThemedLogo
                  image={footerLogo}
                  className="footer__logo-img"
                  alt={footerLogo.alt ?? siteConfig.company}
                />
              </SiteLinkAnchor>
            ) : (
              <ThemedLogo image={footerLogo} className="footer__logo-img" alt={footerLogo.alt ?? ''} />
            )}
          </div>
        )}
        <p className="footer__copyright">{`Copyright © ${siteConfig.copyrightYear} ${siteConfig.company}`}</p>
      </div>
    </footer>
  );
});
