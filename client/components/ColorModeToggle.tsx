/** Navbar button that switches between light and dark mode. */
import { useSyncExternalStore } from 'react';
import { siteConfig } from '../../shared/site-config.ts';
import { chooseColorMode, currentColorMode, subscribeToColorMode } from '../colorMode/colorMode.ts';

const SITE_DEFAULT_MODE = siteConfig.settings.colorMode?.defaultMode ?? 'light';

export function ColorModeToggle() {
  // The server renders the site's default mode; after hydration React switches to the applied
  // mode without a hydration mismatch, because the server snapshot is used for the first render.
  const mode = useSyncExternalStore(subscribeToColorMode, currentColorMode, () => SITE_DEFAULT_MODE);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? siteConfig.labels.switchToDark : siteConfig.labels.switchToLight;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      onClick={() => chooseColorMode(next)}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M21 14.6A9 9 0 0 1 9.4 3a.6.6 0 0 0-.8-.7A10 10 0 1 0 21.7 15.4a.6.6 0 0 0-.7-.8Z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
      />
    </svg>
  );
}
