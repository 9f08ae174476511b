/**
 * Opens and closes the try-it panels of operation pages. The panel's script is fetched the first
 * time a reader opens one, never before (it is not part of the first visit's JavaScript); the URL
 * comes from a meta element the server writes. When it cannot load (a deploy since the page was
 * opened renamed it, or the network failed) the placeholder says so and offers a reload.
 */
import { useEffect } from 'react';
import { withBase } from '../../shared/baseUrl.ts';
import { routePrefix, SITE_ROUTES } from '../../shared/routes.ts';
import { TRY_IT_SCRIPT_META_NAME } from '../../shared/siteMeta.ts';
import type { TryItOperation } from '../../shared/tryIt.ts';
import { siteBaseUrl } from '../siteBase.ts';
import { clearLoadFailure, showLoadFailure, whyNotLoaded } from './panelLoadFailure.ts';

type PanelModule = typeof import('./tryItPanel.ts');
let loading: Promise<PanelModule> | undefined;
let failures = 0;

const panelScriptUrl = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${TRY_IT_SCRIPT_META_NAME}"]`)?.content ?? '';

function loadPanel(url: string): Promise<PanelModule> {
  if (!url) return Promise.reject(new Error('This page names no try-it script'));
  // A browser may remember that a module failed to load and not ask again: after a failure, the
  // next attempt asks for the same file under a new URL.
  loading ??= (import(failures ? `${url}?attempt=${failures}` : url) as Promise<PanelModule>).catch(
    (error: unknown) => {
      loading = undefined;
      failures += 1;
      throw error;
    },
  );
  return loading;
}

async function toggle(button: HTMLButtonElement): Promise<void> {
  const container = button.closest<HTMLElement>('.try-it');
  if (!container) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  let panel = container.querySelector<HTMLElement>('.try-it__panel');
  if (panel) {
    panel.hidden = !open;
    return;
  }
  if (!open) return;
  button.setAttribute('aria-busy', 'true');
  clearLoadFailure(container);
  const url = panelScriptUrl();
  try {
    const { mountTryIt } = await loadPanel(url);
    const operation = JSON.parse(container.dataset.tryIt ?? '{}') as TryItOperation;
    panel = mountTryIt(container, operation, withBase(siteBaseUrl(), routePrefix(SITE_ROUTES.sandbox)));
    button.setAttribute('aria-controls', panel.id);
    panel.querySelector<HTMLElement>('input, textarea')?.focus();
  } catch {
    button.setAttribute('aria-expanded', 'false');
    const failure = url ? await whyNotLoaded(url) : 'outdated';
    showLoadFailure(container, button, failure, () => void toggle(button));
  } finally {
    button.removeAttribute('aria-busy');
  }
}

export function useTryIt(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-try-it-open]');
      if (button) void toggle(button);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
