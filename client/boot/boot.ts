/**
 * The boot script: a tiny classic script in <head> that runs before first paint. The CSP forbids
 * inline scripts, so this is an external, content-hashed, render-blocking file. It marks that
 * JavaScript runs (CSS shows tabs as tabs only then), applies the colour mode (the stored choice, or the system's where the site follows it), hides an
 * announcement bar the reader closed, selects
 * remembered tabs as the parser inserts them, and starts loading the app once the page has painted.
 */
import { applyClosedAnnouncement } from '../announcement/announcementClosed.ts';
import { applyOpeningColorMode } from '../colorMode/colorMode.ts';
import { moveFormerKeys } from '../storage/formerKeys.ts';
import { applyStoredTabChoices, storedTabChoices } from '../tabs/tabChoices.ts';
import { loadAppAfterFirstPaint } from './loadAppAfterFirstPaint.ts';

const root = document.documentElement;
root.dataset.portalJs = '';

// Before anything reads storage: choices stored under the keys of earlier releases.
moveFormerKeys();

applyOpeningColorMode(root);
applyClosedAnnouncement(root);

const choices = storedTabChoices();
if (Object.keys(choices).length > 0) {
  const observer = new MutationObserver(() => applyStoredTabChoices(document, choices));
  observer.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    observer.disconnect();
    applyStoredTabChoices(document, choices);
  });
}

loadAppAfterFirstPaint();
