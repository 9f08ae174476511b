/** Which of the page's headings the reader is in: the last one scrolled past the navbar. */
import { useEffect, useState } from 'react';

/** Below the sticky navbar, with room for the heading's own top margin. */
const ACTIVE_LINE_PX = 100;

export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      let current: string | null = null;
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (heading && heading.getBoundingClientRect().top <= ACTIVE_LINE_PX) current = id;
      }
      // At the very bottom the last headings may never reach the line: the last one is active.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = ids.at(-1) ?? current;
      setActive(current ?? ids[0] ?? null);
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
  }, [ids]);
  return active;
}
