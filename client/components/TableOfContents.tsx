/** "On this page": links to the article's h2 and h3 headings, the one being read highlighted. */
import { useMemo, useRef } from 'react';
import { siteConfig } from '../../shared/site-config.ts';
import type { TocEntry } from '../../shared/types.ts';
import { useActiveHeading } from '../navigation/useActiveHeading.ts';

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const tocRef = useRef<HTMLElement>(null);
  useActiveHeading(tocRef, ids);
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title" ref={tocRef}>
      <h2 id="toc-title" className="toc__title">
        {siteConfig.labels.onThisPage}
      </h2>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'toc__item toc__item--nested' : 'toc__item'}>
            {/* aria-current="location" is set by useActiveHeading. */}
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
