/** Browser entry: hydrates the server-rendered page with the same React tree. */
import { hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { paintFirstHistory } from './navigation/paintFirstHistory.ts';
import { routerBasename } from '../shared/baseUrl.ts';
import { PAGE_DATA_ELEMENT_ID } from '../shared/contentApi.ts';
import type { PageData } from '../shared/types.ts';
import { App } from './App.tsx';
import { SiteBaseContext } from './components/PageAnchor.tsx';
import { withSharedSidebar } from './navigation/sharedSidebar.ts';
import { siteBaseUrl } from './siteBase.ts';
import './styles/index.css';

/** Loaded after the first paint (client/boot), possibly before the parser reached the end of the body. */
function hydrate(): void {
  const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!dataElement?.textContent || !root) throw new Error('The page is missing its data or root element.');

  const initialPage = withSharedSidebar(JSON.parse(dataElement.textContent) as PageData);
  hydrateRoot(
    root,
    // Navigations are urgent updates, not transitions (react-router 7's default): a transition is
    // rendered in 5 ms slices between which the browser paints the old page again, so a page whose
    // data is already here would appear two or three frames after the click instead of in the next.
    // The portal shows a pending page itself (usePageNavigation), so it never needs React to hold
    // the old UI on screen. The browser's history is written right after the paint of a page a
    // click shows, not in its frame (navigation/paintFirstHistory.ts).
    <HistoryRouter history={paintFirstHistory()} basename={routerBasename(siteBaseUrl())} useTransitions={false}>
      <SiteBaseContext.Provider value={siteBaseUrl()}>
        <App initialPage={initialPage} />
      </SiteBaseContext.Provider>
    </HistoryRouter>,
  );
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrate, { once: true });
else hydrate();
