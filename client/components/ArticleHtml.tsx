/**
 * The page's compiled Markdown. React writes it once, when this mounts (on the first page, the
 * server's HTML, hydrated); from then on a navigation puts the new page's nodes in itself, parsed
 * when the page's data arrived (navigation/preparedHtml.ts), so the click moves ready nodes in
 * instead of parsing. React leaves the children of an element it gave unchanged
 * `dangerouslySetInnerHTML` alone, so the two never write over each other.
 */
import { useRef, useState } from 'react';
import type { CompiledHtmlPage } from '../../shared/compiledHtml.ts';
import { takePreparedHtml } from '../navigation/preparedHtml.ts';
import { useBrowserLayoutEffect } from '../useBrowserLayoutEffect.ts';

export function ArticleHtml({ page }: { page: CompiledHtmlPage }) {
  const element = useRef<HTMLDivElement>(null);
  const [written] = useState(page.html);
  const shownHtml = useRef(page.html);
  // A layout effect: the new nodes are in place before the frame that shows the page, and before
  // the app's own layout effects look for the hash's target or the tabs in it.
  useBrowserLayoutEffect(() => {
    if (!element.current || shownHtml.current === page.html) return;
    shownHtml.current = page.html;
    element.current.replaceChildren(takePreparedHtml(page, page.html));
  }, [page]);
  // Compiled from the repository's own Markdown at build time, never from user input.
  return <div className="markdown" ref={element} dangerouslySetInnerHTML={{ __html: written }} />;
}
