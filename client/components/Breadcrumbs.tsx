/** The categories above the current doc, ending with its title. */
import { Link } from 'react-router-dom';
import { siteConfig } from '../../shared/site-config.ts';

export function Breadcrumbs({ categories, title }: { categories: string[]; title: string }) {
  return (
    <nav className="breadcrumbs" aria-label={siteConfig.labels.breadcrumbsNavigation}>
      <ol>
        <li>
          <Link to={siteConfig.docsHome}>{siteConfig.labels.docsBreadcrumb}</Link>
        </li>
        {categories.map((label) => (
          <li key={label}>{label}</li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
