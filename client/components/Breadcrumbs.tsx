/** The categories above the current doc, ending with its title. */
import { PageAnchor } from './PageAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';

export function Breadcrumbs({ categories, title }: { categories: string[]; title: string }) {
  return (
    <nav className="breadcrumbs" aria-label={siteConfig.labels.breadcrumbsNavigation}>
      <ol>
        <li>
          <PageAnchor to={siteConfig.docsHome}>{siteConfig.labels.docsBreadcrumb}</PageAnchor>
        </li>
        {categories.map((label) => (
          <li key={label}>{label}</li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
