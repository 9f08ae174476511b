/**
 * Tab selection, shared by the boot script (before first paint) and the client (on clicks and
 * after navigation). Tabs are server-rendered HTML (see server/content/markdown/plugins/remarkTabs.ts); a group
 * (`data-portal-tabs-group`) shares its choice across the page and, through localStorage (client/storage), across
 * pages and reloads.
 */
import { localStore, type SafeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';

/** Chosen tab value by group id. */
export type TabChoices = Record<string, string>;

/** The stored choices; entries that are not a group's string value (a corrupt store) are left out. */
export function storedTabChoices(storage: SafeStorage = localStore): TabChoices {
  const stored = storage.readJson(STORAGE_KEYS.tabChoices);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Adds the choice to the stored ones; if storage refuses, the choice holds for this page. */
export function rememberTabChoice(group: string, value: string, storage: SafeStorage = localStore): void {
  storage.writeJson(STORAGE_KEYS.tabChoices, { ...storedTabChoices(storage), [group]: value });
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
