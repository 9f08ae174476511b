/** A config link: internal routes navigate client-side, other URLs open as plain links. */
import { PageAnchor } from './PageAnchor.tsx';
import type { SiteLink } from '../../shared/types.ts';

export function SiteLinkAnchor({ link, className }: { link: SiteLink; className?: string }) {
  if (link.href.startsWith('/') && !link.href.startsWith('//'))
    return (
      <PageAnchor to={link.href} className={className}>
        {link.label}
      </PageAnchor>
    );
  return (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {link.label}
    </a>
  );
}
