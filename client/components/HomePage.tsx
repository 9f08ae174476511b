/** The landing page: the tagline and one card per area of the docs. */
import { Link } from 'react-router-dom';
import { siteConfig } from '../../shared/site-config.ts';
import type { HomePageData } from '../../shared/types.ts';

export function HomePage({ page }: { page: HomePageData }) {
  return (
    <div className="home">
      <section className="hero">
        <h1 className="hero__title">{page.title}</h1>
        <p className="hero__subtitle">{page.description}</p>
        <Link to={siteConfig.docsHome} className="button">
          {siteConfig.labels.getStarted}
        </Link>
      </section>
      <ul className="cards">
        {page.cards.map((card) => (
          <li key={card.path}>
            <Link to={card.path} className="card">
              <h2 className="card__title">{card.title}</h2>
              <p className="card__text">{card.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
