/**
 * Loads the app (React and hydration, most of the page's JavaScript) once the server-rendered page
 * has painted. Requested from `<head>`, its download would share a slow connection with the
 * stylesheet and hold back the first paint; the page is readable, and its links work, without it.
 */
import { APP_SCRIPT_META_NAME } from '../../shared/siteMeta.ts';

/** Longest wait for the first contentful paint before loading the app anyway. */
const FALLBACK_MS = 2000;

export function loadAppAfterFirstPaint(): void {
  const src = document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPT_META_NAME}"]`)?.content;
  if (!src) return; // a page that is not hydrated (the base-URL banner)
  const load = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  };
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    load(); // a background tab paints nothing; a browser without paint timing cannot say when it did
    return;
  }
  let loaded = false;
  const once = () => {
    if (loaded) return;
    loaded = true;
    observer.disconnect();
    load();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should the page never report a paint, the app still comes.
  setTimeout(once, FALLBACK_MS);
}
