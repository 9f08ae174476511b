/**
 * A link of the site config (navbar, footer): a site path (`/docs/x`) is written under the base URL
 * and navigates client-side; a URL of another host (`https://github.com/…`) is written as it is,
 * as Docusaurus writes a navbar item's `href`.
 */
import type { ReactNode } from 'react';
import { PageAnchor } from './PageAnchor.tsx';
import { isForeignUrl } from '../../shared/baseUrl.ts';
import type { SiteLink } from '../../shared/types.ts';

export function SiteLinkAnchor({
  link,
  className,
  children,
}: {
  link: SiteLink;
  className?: string;
  /** What the link shows instead of its label (the footer's logo). */
  children?: ReactNode;
}) {
  const shown = children ?? link.label;
  if (!isForeignUrl(link.href))
    return (
      <PageAnchor to={link.href.startsWith('/') ? link.href : `/${link.href}`} className={className}>
        {shown}
      </PageAnchor>
    );
  return (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {shown}
    </a>
  );
}
