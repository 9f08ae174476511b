/** Shown for any path that is not a page; the server sends it with status 404. */
import { Link } from 'react-router-dom';
import { siteConfig } from '../../shared/site-config.ts';

export function NotFoundPage() {
  return (
    <div className="not-found">
      <h1>{siteConfig.notFound.title}</h1>
      <p>{siteConfig.notFound.description}</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to={siteConfig.docsHome}>start with the docs</Link>.
      </p>
    </div>
  );
}
