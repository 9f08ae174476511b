/**
 * Marks the table of contents' link to the heading being read (the last one scrolled past the
 * navbar) with `aria-current="location"`. The mark is set on the link element itself, as
 * Docusaurus's TOC highlight does, not through React state: neither scrolling nor a navigation
 * renders React again for it, and a new page's mark is in place in the frame that first paints it.
 * React never writes that attribute, so the two never disagree.
 */
import { type RefObject, useEffect } from 'react';

/** Below the sticky navbar, with room for the heading's own top margin. */
const ACTIVE_LINE_PX = 100;

/** The heading being read: the last one above the line, or the last of all at the very bottom. */
function activeHeading(ids: string[]): string | null {
  let current: string | null = null;
  for (const id of ids) {
    const heading = document.getElementById(id);
    if (heading && heading.getBoundingClientRect().top <= ACTIVE_LINE_PX) current = id;
  }
  // At the very bottom the last headings may never reach the line: the last one is active.
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids.at(-1) ?? current;
  return current ?? ids[0] ?? null;
}

function markActiveLink(toc: HTMLElement, id: string | null): void {
  const wanted = id === null ? null : `#${id}`;
  for (const link of toc.querySelectorAll('a')) {
    if (link.getAttribute('href') === wanted) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

/** `ids` are the headings the links of `tocRef` lead to, in page order. */
export function useActiveHeading(tocRef: RefObject<HTMLElement | null>, ids: string[]): void {
  useEffect(() => {
    let frame = 0;
    // A passive effect: it runs after the layout effect that scrolls the new page into place.
    const update = () => {
      if (tocRef.current) markActiveLink(tocRef.current, activeHeading(ids));
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [tocRef, ids]);
}
