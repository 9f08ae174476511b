/** Shown for any path that is not a page; the server sends it with status 404. */
import { siteConfig } from '../../shared/site-config.ts';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';

export function NotFoundPage() {
  const { title, description, links } = siteConfig.notFound;
  return (
    <div className="not-found">
      <h1>{title}</h1>
      <p>{description}</p>
      <ul className="not-found__links">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLinkAnchor link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}
