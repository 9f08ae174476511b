/**
 * The browser history react-router works on, with one change: a push or a replace reaches
 * `window.history` after the next paint (afterNextPaint.ts) instead of at once. The router learns of the new
 * location at once (it reads it from here), so the new page is rendered and painted in the
 * click's frame; the address follows once the browser is idle with no frame due (within 100 ms).
 * In Chromium a history write in a frame delays that frame's paint by 7–13 ms, for a call of
 * under a millisecond, and one between two frames delays the next; made when no frame is due, it
 * delays nothing a reader sees (handbook/performance.md, "Where the click's time goes").
 *
 * Only a write a reader's input makes waits: one made while the browser dispatches a click or a
 * key press, or in `asReadersInput` (a click's navigation that waited for its page's data). One
 * made otherwise (a redirect after a load, a timer) is written at once, as before.
 *
 * The write waits for nothing else: a click or a key press (the next navigation may start from
 * it), leaving the page, and any other history call make it at once. Back or Forward pressed
 * before it leave from the entry the browser still shows, and the write is
 * dropped: the router follows the browser there.
 */
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { afterNextPaint } from './afterNextPaint.ts';

/** The input whose navigations render in their own task, and so paint in the next frame. */
const INPUT_EVENTS = new Set(['click', 'keydown']);

/** How many `asReadersInput` calls are running (nested calls count once each). */
let readersInput = 0;

/**
 * Runs `navigate` as the reader's input: its history writes wait for the next paint, as a click's
 * do. For the navigation of a click whose page data came later, in another task: the new page is
 * painted in the frame after the data, and the address a moment later, as after any click.
 */
export function asReadersInput(navigate: () => void): void {
  readersInput += 1;
  try {
    navigate();
  } finally {
    readersInput -= 1;
  }
}

interface PendingWrite {
  method: 'pushState' | 'replaceState';
  state: unknown;
  url: string;
}

export function paintFirstHistory(target: Window = window) {
  let pending: PendingWrite | null = null;
  let cancel = () => {};
  const drop = () => {
    pending = null;
    cancel();
  };
  const write = () => {
    if (!pending) return;
    const { method, state, url } = pending;
    drop();
    target.history[method](state, '', url);
  };
  // The event being dispatched (React decides an update's priority from it the same way).
  const inInput = () => readersInput > 0 || INPUT_EVENTS.has((target as Window & { event?: Event }).event?.type ?? '');
  const queue = (next: PendingWrite) => {
    cancel();
    pending = next;
    cancel = afterNextPaint(write);
  };

  /** What react-router calls on `window.history`: the pending write stands for the entry it makes. */
  const history = {
    get state(): unknown {
      return pending ? pending.state : target.history.state;
    },
    pushState(state: unknown, _unused: string, url: string | URL) {
      write();
      if (inInput()) queue({ method: 'pushState', state, url: String(url) });
      else target.history.pushState(state, '', url);
    },
    // A replace right after a push (a redirect in the same render) changes the entry to be pushed.
    replaceState(state: unknown, _unused: string, url?: string | URL | null) {
      // Without a URL a replace keeps the address: the pending one, if there is one.
      const address = url == null ? (pending?.url ?? target.location.href) : String(url);
      if (pending || inInput()) queue({ method: pending?.method ?? 'replaceState', state, url: address });
      else target.history.replaceState(state, '', url);
    },
    go(delta: number) {
      write();
      target.history.go(delta);
    },
  };
  /** `window.location` as it will be once the pending write is made. */
  const location = () => {
    if (!pending) return target.location;
    const url = new URL(pending.url, target.location.href);
    const { pathname, search, hash, origin, href } = url;
    return { pathname, search, hash, origin, href, assign: (to: string) => target.location.assign(to) };
  };

  // Capture phase, on the window: before the router's own listeners and the app's click handler.
  target.addEventListener('popstate', drop, { capture: true });
  for (const type of ['click', 'keydown', 'pagehide'] as const) target.addEventListener(type, write, { capture: true });

  const windowForRouter = {
    history,
    get location() {
      return location();
    },
    addEventListener: (type: string, listener: EventListener) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) => target.removeEventListener(type, listener),
  };
  return createBrowserHistory({ window: windowForRouter as unknown as Window, v5Compat: true });
}
