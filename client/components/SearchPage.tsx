/**
 * `/search?q=…`: a form and the results, SEARCH_PAGE_LIMIT at a time (`limit` may say fewer), with
 * how many there are and links to the ones before and after (`page=2`). The server renders it with
 * the results (or why it refused the query), so it works without JavaScript; the browser hydrates
 * into exactly that, and only a new query or another page updates the address and the results in place.
 */
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageAnchor, useSiteHref } from './PageAnchor.tsx';
import {
  MAX_QUERY_LENGTH,
  MAX_RESULT_LIMIT,
  MAX_RESULT_PAGE,
  SEARCH_PAGE_LIMIT,
  SEARCH_PAGE_PATH,
  type SearchParams,
  type SearchResults,
  searchPageUrl,
} from '../../shared/search.ts';
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

/** A whole number from 1 to `max`, or undefined (the server refused any other, see parseSearchRequest). */
function wholeNumber(value: string | null, max: number): number | undefined {
  const number = value !== null && /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  return number >= 1 && number <= max ? number : undefined;
}

/** Links to the results before and after the listed ones; past the last, to the last ones. */
function ResultPages({ results, params }: { results: SearchResults; params: SearchParams }) {
  const { hits, total, offset } = results;
  const limit = params.limit ?? SEARCH_PAGE_LIMIT;
  const page = params.page ?? 1;
  const previous = hits.length === 0 ? Math.ceil(total / limit) : page - 1;
  const hasNext = hits.length > 0 && offset + hits.length < total;
  if (previous < 1 && !hasNext) return null;
  const to = (target: number) => searchPageUrl(results.query, { ...params, page: target });
  return (
    <nav className="search-page__pages" aria-label={text.pages.label}>
      {previous >= 1 && (
        <PageAnchor to={to(previous)} className="search-page__page-link" rel="prev">
          <span aria-hidden="true">← </span>
          {text.pages.previous}
        </PageAnchor>
      )}
      {hasNext && (
        <PageAnchor to={to(page + 1)} className="search-page__page-link search-page__page-link--next" rel="next">
          {text.pages.next}
          <span aria-hidden="true"> →</span>
        </PageAnchor>
      )}
    </nav>
  );
}

export function SearchPage({ page }: { page: SearchPageData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  // As the server rendered the form, which normalises it (server/search/searchPageAddress.ts).
  const query = shownSearchQuery(params.get('q'));
  const version = knownVersion(params.get('version'), page.docsVersions);
  const limit = wholeNumber(params.get('limit'), MAX_RESULT_LIMIT);
  const resultPage = wholeNumber(params.get('page'), MAX_RESULT_PAGE);
  const [draft, setDraft] = useState(query);
  const [draftFor, setDraftFor] = useState(query);
  if (query !== draftFor) {
    // A search from elsewhere (the dialog) fills the box.
    setDraftFor(query);
    setDraft(query);
  }
  const state = useSearchResults(
    query,
    { version, limit: limit ?? SEARCH_PAGE_LIMIT, page: resultPage },
    useServerAnswer(page, location.search),
    0,
  );
  const action = useSiteHref(SEARCH_PAGE_PATH);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPageUrl(draft.trim(), { version }));
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
          <ol className="search-page__hits" start={results.offset + 1}>
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
          <ResultPages results={results} params={{ version, limit, page: resultPage }} />
        </>
      )}
    </div>
  );
}
