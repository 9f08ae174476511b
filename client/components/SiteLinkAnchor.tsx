/**
 * A link of the site config (navbar, footer): a site path (`/docs/x`) is written under the base URL
 * and navigates client-side; a URL of another host (`https://github.com/…`) is written as it is,
 * as Docusaurus writes a navbar item's `href`.
 */
import { PageAnchor } from './PageAnchor.tsx';
import { isForeignUrl } from '../../shared/baseUrl.ts';
import type { SiteLink } from '../../shared/types.ts';

export function SiteLinkAnchor({ link, className }: { link: SiteLink; className?: string }) {
  if (!isForeignUrl(link.href))
    return (
      <PageAnchor to={link.href.startsWith('/') ? link.href : `/${link.href}`} className={className}>
        {link.label}
      </PageAnchor>
    );
  return (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {link.label}
    </a>
  );
}
