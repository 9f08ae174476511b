/** A config link: internal routes navigate client-side, other URLs open as plain links. */
import { Link } from 'react-router-dom';
import type { SiteLink } from '../../shared/types.ts';

export function SiteLinkAnchor({ link, className }: { link: SiteLink; className?: string }) {
  if (link.href.startsWith('/') && !link.href.startsWith('//'))
    return (
      <Link to={link.href} className={className}>
        {link.label}
      </Link>
    );
  return (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {link.label}
    </a>
  );
}
