/**
 * What a try-it placeholder says when the panel's script did not load. Usually the site was
 * deployed since the page was opened: the page still names the script's old hashed file, which is
 * gone (404), and only a reload helps. Otherwise the network dropped the request, and trying again
 * may do. A HEAD request for the script tells the two apart. Part of the first visit's JavaScript,
 * so it stays small.
 */
import { element } from './dom.ts';

export type LoadFailure = 'outdated' | 'unreachable';

/** `outdated` when the server says the script is not there (404/410); anything else may pass. */
export async function whyNotLoaded(scriptUrl: string, send: typeof fetch = fetch): Promise<LoadFailure> {
  try {
    const response = await send(scriptUrl, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    return response.status === 404 || response.status === 410 ? 'outdated' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

export const FAILURE_MESSAGES: Record<LoadFailure, string> = {
  outdated:
    'This page is out of date: the site was updated since you opened it, and the try-it panel could not load. Reload the page to use it.',
  unreachable: 'The try-it panel could not load; the connection may have dropped. Try again, or reload the page.',
};

/**
 * Shows the notice after the open button (replacing an earlier one). The message is a polite live
 * region, filled once it is in the page so that screen readers announce it; `retry` runs after the
 * notice is gone, with the focus back on the open button.
 */
export function showLoadFailure(
  container: HTMLElement,
  button: HTMLButtonElement,
  failure: LoadFailure,
  retry: () => void,
): void {
  clearLoadFailure(container);
  const message = element('p', { className: 'try-it__failure-message' });
  message.setAttribute('role', 'status');
  const reload = element('button', { type: 'button', className: 'try-it__failure-reload' }, 'Reload page');
  const again = element('button', { type: 'button', className: 'try-it__failure-retry' }, 'Try again');
  reload.addEventListener('click', () => window.location.reload());
  again.addEventListener('click', () => {
    button.focus();
    clearLoadFailure(container);
    retry();
  });
  const notice = element(
    'div',
    { className: `try-it__failure try-it__failure--${failure}` },
    message,
    element('div', { className: 'try-it__failure-actions' }, reload, again),
  );
  button.after(notice);
  requestAnimationFrame(() => (message.textContent = FAILURE_MESSAGES[failure]));
}

export function clearLoadFailure(container: HTMLElement): void {
  container.querySelector('.try-it__failure')?.remove();
}
