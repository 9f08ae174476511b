/** Makes the server-rendered tabs interactive: click and arrow keys select, groups stay in sync. */
import { useEffect } from 'react';
import { useBrowserLayoutEffect } from '../useBrowserLayoutEffect.ts';
import { applyStoredTabChoices, rememberTabChoice, selectTab, selectTabInGroup } from './tabChoices.ts';

function choose(tab: HTMLElement): void {
  const tabs = tab.closest('.tabs');
  const value = tab.dataset.portalTab;
  if (!tabs || !value) return;
  const group = (tabs as HTMLElement).dataset.portalTabsGroup;
  if (group) {
    // Keep the tab under the pointer where it is while tabs above it change height.
    const top = tab.getBoundingClientRect().top;
    selectTabInGroup(document, group, value);
    rememberTabChoice(group, value);
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
  } else {
    selectTab(tabs, value);
  }
}

/** The WAI-ARIA tabs pattern: arrows move between tabs (wrapping), Home and End jump. */
function neighbour(tab: HTMLElement, key: string): HTMLElement | undefined {
  const all = [...(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const index = all.indexOf(tab);
  if (key === 'ArrowRight') return all[(index + 1) % all.length];
  if (key === 'ArrowLeft') return all[(index - 1 + all.length) % all.length];
  if (key === 'Home') return all[0];
  if (key === 'End') return all[all.length - 1];
  return undefined;
}

/** `pageKey` changes whenever a new page is shown, so remembered choices apply to it. */
export function useTabs(pageKey: string): void {
  useBrowserLayoutEffect(() => applyStoredTabChoices(document), [pageKey]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.tabs__tab');
      if (tab) choose(tab);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.tabs__tab');
      const next = tab && neighbour(tab, event.key);
      if (!next) return;
      event.preventDefault();
      next.focus();
      choose(next);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
