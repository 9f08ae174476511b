/**
 * `/search?q=…`: a form and the results. The server renders it with the results (or why it refused
 * the query), so it works without JavaScript; the browser hydrates into exactly that, and only a
 * new query updates the address and the results in place.
 */
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageAnchor, useSiteHref } from './PageAnchor.tsx';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_PATH, searchPageUrl } from '../../shared/search.ts';
import { shownSearchQuery } from '../../shared/searchQuery.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { DocsVersion, SearchPageData } from '../../shared/types.ts';
import { HitTitle } from '../search/HitTitle.tsx';
import { rememberSearch } from '../search/recentSearches.ts';
import { resultsSummary } from '../search/searchText.ts';
import { Snippet } from '../search/Snippet.tsx';
import { shownResults, useSearchResults } from '../search/useSearchResults.ts';
import { useServerAnswer } from '../search/useServerAnswer.ts';

const text = siteConfig.search;

/**
 * The `version` parameter, when it names a docs version; an unknown one was refused by the server
 * already, and is not carried into the reader's next search.
 */
function knownVersion(name: string | null, versions: DocsVersion[]): string | undefined {
  return name !== null && versions.some((version) => version.name === name) ? name : undefined;
}

export function SearchPage({ page }: { page: SearchPageData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  // As the server rendered the form, which normalises it (server/search/searchPageAddress.ts).
  const query = shownSearchQuery(params.get('q'));
  const version = knownVersion(params.get('version'), page.docsVersions);
  const [draft, setDraft] = useState(query);
  const [draftFor, setDraftFor] = useState(query);
  if (query !== draftFor) {
    // A search from elsewhere (the dialog) fills the box.
    setDraftFor(query);
    setDraft(query);
  }
  const state = useSearchResults(query, version, useServerAnswer(page, location.search), 0);
  const action = useSiteHref(SEARCH_PAGE_PATH);

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
      {state.status === 'refused' && (
        <p className="search-page__status" role="alert">
          {state.error}
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
                <PageAnchor to={hit.url} className="search-hit__link" onClick={() => rememberSearch(results.query)}>
                  <HitTitle hit={hit} />
                </PageAnchor>
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
