/**
 * In `npm run dev` only (the server then writes a live-reload meta tag): listens for changes to
 * the docs, reloads the shown page's data in place, and reports broken links and errors.
 */
import { useEffect, useRef, useState } from 'react';
import { LIVE_RELOAD_META_NAME, type LiveReloadEvent } from '../../shared/liveReload.ts';
import { forgetPageData } from '../navigation/loadPageData.ts';

export function useLiveReload(reload: () => void): string[] {
  const [warnings, setWarnings] = useState<string[]>([]);
  // The latest `reload` for the event source's handler, which lives as long as the page.
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  useEffect(() => {
    const url = document.querySelector<HTMLMetaElement>(`meta[name="${LIVE_RELOAD_META_NAME}"]`)?.content;
    if (!url) return;
    const source = new EventSource(url);
    let revision: number | undefined;
    source.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as LiveReloadEvent;
      setWarnings(event.warnings);
      // The first event after (re)connecting describes the current state; a new revision, or a
      // restarted server, means the docs changed.
      if (revision !== undefined && event.revision !== revision) {
        forgetPageData();
        reloadRef.current();
      }
      revision = event.revision;
    };
    return () => source.close();
  }, []);
  return warnings;
}
