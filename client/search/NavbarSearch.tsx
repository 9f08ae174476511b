/**
 * The navbar's search box. The server renders a real form that submits to `/search`, so search
 * works without JavaScript; once hydrated it becomes a button that opens the search dialog, as
 * Ctrl+K (⌘K) and "/" do. Anything typed into the form before hydration carries over.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSiteHref } from '../components/PageAnchor.tsx';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_PATH } from '../../shared/search.ts';
import { siteConfig } from '../../shared/site-config.ts';

const text = siteConfig.search;

function SearchIcon() {
  return (
    <svg className="navbar-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Never changes while the page is open. */
const subscribeToNothing = () => () => undefined;
const shortcutLabel = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K');
/** The server (and hydration) render the plain form: it has no shortcut. */
const noShortcut = () => null;

export function NavbarSearch({ onOpen }: { onOpen: (query: string) => void }) {
  const action = useSiteHref(SEARCH_PAGE_PATH);
  const field = useRef<HTMLInputElement>(null);
  // The form at hydration, the button right after (React re-renders once the snapshots differ).
  const shortcut = useSyncExternalStore(subscribeToNothing, shortcutLabel, noShortcut);
  const handedOver = useRef(false);

  useEffect(() => {
    // Once, at hydration, while the form is still there: what was typed into it carries over.
    // `onOpen` may change identity; the hand-over must not happen twice.
    if (handedOver.current) return;
    handedOver.current = true;
    const typed = field.current?.value ?? '';
    const focused = field.current !== null && document.activeElement === field.current;
    if (typed !== '' || focused) onOpen(typed);
  }, [onOpen]);

  if (shortcut === null) {
    return (
      <form className="navbar-search" action={action} method="get" role="search">
        <SearchIcon />
        <input
          ref={field}
          className="navbar-search__field"
          type="search"
          name="q"
          placeholder={text.fieldLabel}
          aria-label={text.fieldLabel}
          maxLength={MAX_QUERY_LENGTH}
        />
      </form>
    );
  }
  return (
    // Named by its visible text; the shortcut is announced through aria-keyshortcuts.
    <button
      type="button"
      className="navbar-search navbar-search__button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => onOpen('')}
    >
      <SearchIcon />
      <span className="navbar-search__placeholder">{text.fieldLabel}</span>
      <kbd className="navbar-search__kbd" aria-hidden="true">
        {shortcut}
      </kbd>
    </button>
  );
}
