/**
 * The search dialog: results as one types, arrow keys to move, Enter to open, Escape to close.
 * With an empty box it offers the recent searches. A native modal `<dialog>` gives the focus trap,
 * the backdrop and Escape; the field follows the ARIA combobox pattern, so screen readers announce
 * the option the arrows reach while focus stays in the field.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageAnchor } from '../components/PageAnchor.tsx';
import { MAX_QUERY_LENGTH, type SearchHit, searchPageUrl } from '../../shared/search.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { HitTitle } from './HitTitle.tsx';
import { clearRecentSearches, recentSearches, rememberSearch } from './recentSearches.ts';
import { fillIn, listsEveryResult, resultsSummary } from './searchText.ts';
import { Snippet } from './Snippet.tsx';
import { shownResults, useSearchResults } from './useSearchResults.ts';

const text = siteConfig.search;
const LISTBOX_ID = 'search-dialog-options';
const optionId = (index: number) => `search-dialog-option-${index}`;

type Option = { kind: 'hit'; hit: SearchHit } | { kind: 'recent'; query: string };

interface SearchDialogProps {
  initialQuery: string;
  /** The docs version to search (the shown page's); undefined for the current docs. */
  version: string | undefined;
  onClose: () => void;
}

export function SearchDialog({ initialQuery, version, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const [recent, setRecent] = useState(() => recentSearches());
  const state = useSearchResults(query, { version });
  const results = shownResults(state);
  const trimmed = query.trim();
  // The option the arrows reached, for these options: new words or new results start at the first.
  const [selection, setSelection] = useState({ index: 0, trimmed, results });
  const active = selection.trimmed === trimmed && selection.results === results ? selection.index : 0;
  const setActive = (index: number) => setSelection({ index, trimmed, results });
  const options: Option[] =
    trimmed === ''
      ? recent.map((entry) => ({ kind: 'recent', query: entry }))
      : (results?.hits ?? []).map((hit) => ({ kind: 'hit', hit }));

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  useEffect(() => {
    // Braces matter: scrollIntoView returns a promise in recent Chromium, and an effect may return only a cleanup.
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'recent') {
      setQuery(option.query);
      return;
    }
    rememberSearch(trimmed);
    onClose();
    navigate(option.hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  const status =
    state.status === 'failed'
      ? text.failed
      : state.status === 'refused'
        ? state.error
        : state.status === 'done' && trimmed !== ''
          ? resultsSummary(state.results)
          : '';

  // Nothing more to see on the search page when the dialog lists every result, or there is none;
  // while the index loads or has failed, that page (searched by the server) is the way on.
  const everyResultListed = state.status === 'done' && listsEveryResult(state.results);

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={text.fieldLabel}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself: it closes, like Escape.
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="search-dialog__panel">
        <div className="search-dialog__field-row">
          <input
            className="search-field search-dialog__field"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={text.fieldLabel}
            aria-label={text.fieldLabel}
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={LISTBOX_ID}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
            maxLength={MAX_QUERY_LENGTH}
            autoFocus
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        {trimmed === '' && recent.length > 0 && (
          <div className="search-dialog__heading">
            <span id="search-dialog-recent">{text.recent}</span>
            <button
              type="button"
              className="search-dialog__clear"
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
              }}
            >
              {text.clearRecent}
            </button>
          </div>
        )}
        <ul
          id={LISTBOX_ID}
          className="search-dialog__options"
          role="listbox"
          aria-label={trimmed === '' ? text.recent : text.fieldLabel}
        >
          {options.map((option, index) => (
            <li
              key={option.kind === 'hit' ? option.hit.url : option.query}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-dialog__option"
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option.kind === 'hit' ? (
                <>
                  <HitTitle hit={option.hit} />
                  <span className="search-hit__snippet">
                    <Snippet parts={option.hit.snippet} />
                  </span>
                </>
              ) : (
                <span className="search-hit__title">{option.query}</span>
              )}
            </li>
          ))}
        </ul>
        <p className="search-dialog__status" role="status">
          {status}
        </p>
        <div className="search-dialog__footer">
          {trimmed !== '' && !everyResultListed && (
            <PageAnchor to={searchPageUrl(trimmed, { version })} className="search-dialog__all" onClick={onClose}>
              {fillIn(text.seeAll, { query: trimmed })}
            </PageAnchor>
          )}
          <span className="search-dialog__keys" aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> {text.keyHints.navigate} <kbd>↵</kbd> {text.keyHints.select} <kbd>esc</kbd>{' '}
            {text.keyHints.close}
          </span>
        </div>
      </div>
    </dialog>
  );
}
