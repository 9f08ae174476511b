/**
 * Tab selection, shared by the boot script (before first paint) and the client (on clicks and
 * after navigation). Tabs are server-rendered HTML (see server/content/markdown/plugins/remarkTabs.ts); a group
 * (`data-portal-tabs-group`) shares its choice across the page and, through localStorage, across
 * pages and reloads.
 */

export const TABS_STORAGE_KEY = 'portal-tabs';

/** Chosen tab value by group id. */
export type TabChoices = Record<string, string>;

export function storedTabChoices(): TabChoices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as TabChoices) : {};
  } catch {
    return {};
  }
}

export function rememberTabChoice(group: string, value: string): void {
  try {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ ...storedTabChoices(), [group]: value }));
  } catch {
    // Storage disabled: the choice holds for this page.
  }
}

/** Shows the tab `value` in one tabs element, if it has such a tab. */
export function selectTab(tabs: Element, value: string): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > [role="tab"]')];
  if (!buttons.some((button) => button.dataset.portalTab === value)) return false;
  for (const button of buttons) {
    const selected = button.dataset.portalTab === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) {
    panel.toggleAttribute('data-selected', panel.dataset.portalTab === value);
  }
  return true;
}

/** Selects `value` in every tabs element of `group` under `root`. */
export function selectTabInGroup(root: ParentNode, group: string, value: string): void {
  for (const tabs of root.querySelectorAll(`.tabs[data-portal-tabs-group="${CSS.escape(group)}"]`)) {
    selectTab(tabs, value);
  }
}

export function applyStoredTabChoices(root: ParentNode, choices: TabChoices = storedTabChoices()): void {
  for (const [group, value] of Object.entries(choices)) selectTabInGroup(root, group, value);
}
