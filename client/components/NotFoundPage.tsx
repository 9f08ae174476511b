/** Shown for any path that is not a page; the server sends it with status 404, and the pages the reader may have meant. */
import { PageAnchor } from './PageAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import type { PageLink } from '../../shared/types.ts';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';

export function NotFoundPage({ suggestions = [] }: { suggestions?: PageLink[] | undefined }) {
  const { title, description, links, didYouMean } = siteConfig.notFound;
  return (
    <div className="not-found">
      <h1>{title}</h1>
      <p>{description}</p>
      {suggestions.length > 0 && (
        <section className="not-found__suggestions" aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions">{didYouMean}</h2>
          <ul>
            {suggestions.map((page) => (
              <li key={page.path}>
                <PageAnchor to={page.path}>{page.title}</PageAnchor>
              </li>
            ))}
          </ul>
        </section>
      )}
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
