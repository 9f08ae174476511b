/**
 * A closeable announcement bar, once closed, stays closed for its id (a new announcement, with
 * another id, shows again), as in Docusaurus. The server writes the bar's id on `<html>`; the boot
 * script marks it closed before first paint, so a closed bar never flashes; CSS hides it.
 */
import { ANNOUNCEMENT_ATTRIBUTE, ANNOUNCEMENT_CLOSED_ATTRIBUTE } from '../../shared/siteMeta.ts';
import { localStore, type SafeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';

/** Marks the bar closed when the reader closed this one before. */
export function applyClosedAnnouncement(root: HTMLElement, storage: SafeStorage = localStore): void {
  const id = root.getAttribute(ANNOUNCEMENT_ATTRIBUTE);
  if (id !== null && storage.read(STORAGE_KEYS.announcementClosed) === id)
    root.setAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE, '');
}

/** Hides the bar and remembers that this one was closed. */
export function closeAnnouncement(id: string, root: HTMLElement = document.documentElement): void {
  root.setAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE, '');
  localStore.write(STORAGE_KEYS.announcementClosed, id); // if storage refuses, it stays closed for this page
}
