/** "On this page": links to the article's h2 and h3 headings. */
import { siteConfig } from '../../shared/site-config.ts';
import type { TocEntry } from '../../shared/types.ts';

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        {siteConfig.labels.onThisPage}
      </h2>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'toc__item toc__item--nested' : 'toc__item'}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
