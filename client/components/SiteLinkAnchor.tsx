/** A config link: internal routes navigate client-side, other URLs open as plain links. */
import { Link } from 'react-router-dom';
import type { SiteLink } from '../../shared/types.ts';

export function SiteLinkAnchor({ link }: { link: SiteLink }) {
  if (link.href.startsWith('/')) return <Link to={link.href}>{link.label}</Link>;
  return (
    <a href={link.href} rel="noopener noreferrer">
      {link.label}
    </a>
  );
}
