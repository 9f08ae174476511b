/**
 * `/search?q=…`: a form and the results. The server renders it with the results, so it works
 * without JavaScript; in the browser, a new query updates the address and the results in place.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useHref, useLocation, useNavigate } from 'react-router-dom';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_PATH, searchPageUrl } from '../../shared/search.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { SearchPageData } from '../../shared/types.ts';
import { HitTitle } from '../search/HitTitle.tsx';
import { rememberSearch } from '../search/recentSearches.ts';
import { resultsSummary } from '../search/searchText.ts';
import { Snippet } from '../search/Snippet.tsx';
import { shownResults, useSearchResults } from '../search/useSearchResults.ts';

const text = siteConfig.search;

export function SearchPage({ page }: { page: SearchPageData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const query = params.get('q') ?? '';
  const version = params.get('version') ?? undefined;
  const [draft, setDraft] = useState(query);
  useEffect(() => {
    setDraft(query); // a search from elsewhere (the dialog) fills the box
  }, [query]);
  const state = useSearchResults(query, version, page.results, 0);
  const action = useHref(SEARCH_PAGE_PATH);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPageUrl(draft.trim(), version));
  };
  const results = shownResults(state);

  return (
    <div className="search-page">
      <h1>{text.title}</h1>
      <form className="search-page__form" action={action} method="get" role="search" onSubmit={onSubmit}>
        <input
          className="search-field"
          type="search"
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={text.fieldLabel}
          aria-label={text.fieldLabel}
          maxLength={MAX_QUERY_LENGTH}
        />
        {version && <input type="hidden" name="version" value={version} />}
        <button type="submit" className="button">
          {text.submit}
        </button>
      </form>
      {page.error && (
        <p className="search-page__status" role="alert">
          {page.error}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="search-page__status" role="alert">
          {text.failed}
        </p>
      )}
      {results && results.query !== '' && (
        <>
          <p className="search-page__status" role="status">
            {resultsSummary(results)}
          </p>
          <ol className="search-page__hits">
            {results.hits.map((hit) => (
              <li key={hit.url} className="search-hit">
                <Link to={hit.url} className="search-hit__link" onClick={() => rememberSearch(results.query)}>
                  <HitTitle hit={hit} />
                </Link>
                <p className="search-hit__snippet">
                  <Snippet parts={hit.snippet} />
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
