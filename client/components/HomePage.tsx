/** The landing page: the tagline and one card per area of the docs. */
import { PageAnchor } from './PageAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import type { HomePageData } from '../../shared/types.ts';

export function HomePage({ page }: { page: HomePageData }) {
  return (
    <div className="home">
      <section className="hero">
        <h1 className="hero__title">{page.title}</h1>
        <p className="hero__subtitle">{page.description}</p>
        <PageAnchor to={siteConfig.docsHome} className="button">
          {siteConfig.labels.getStarted}
        </PageAnchor>
      </section>
      <ul className="cards">
        {page.cards.map((card) => (
          <li key={card.path}>
            <PageAnchor to={card.path} className="card">
              <h2 className="card__title">{card.title}</h2>
              <p className="card__text">{card.description}</p>
            </PageAnchor>
          </li>
        ))}
      </ul>
    </div>
  );
}
