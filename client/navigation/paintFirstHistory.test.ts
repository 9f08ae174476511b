import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asReadersInput, paintFirstHistory } from './paintFirstHistory.ts';

/**
 * A window with the parts the history uses: an address, `history` whose writes are recorded, the
 * event being dispatched (`window.event`), and listeners. Frames are run by hand.
 */
function fakeWindow() {
  const events = new EventTarget();
  let href = 'https://docs.example/docs/a';
  const entries: { state: unknown; url: string }[] = [{ state: null, url: href }];
  let index = 0;
  const win = {
    event: undefined as Event | undefined,
    location: {
      get href() {
        return href;
      },
      get pathname() {
        return new URL(href).pathname;
      },
      get search() {
        return new URL(href).search;
      },
      get hash() {
        return new URL(href).hash;
      },
      origin: 'https://docs.example',
      assign: vi.fn(),
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState: vi.fn((state: unknown, _unused: string, url: string) => {
        href = new URL(url, href).href;
        entries.splice(index + 1, Infinity, { state, url: href });
        index += 1;
      }),
      replaceState: vi.fn((state: unknown, _unused: string, url?: string) => {
        if (url != null) href = new URL(url, href).href;
        entries[index] = { state, url: href };
      }),
      go: vi.fn(),
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    /** Dispatches `type` with `window.event` set to it during the dispatch, as browsers do. */
    dispatch(type: string, during: () => void = () => {}) {
      const event = new Event(type);
      win.event = event;
      events.dispatchEvent(event);
      during();
      win.event = undefined;
    },
    entries,
  };
  return win;
}

let frames: FrameRequestCallback[] = [];
const paint = async () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
  await new Promise((resolve) => setTimeout(resolve, 5));
};

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal('document', new EventTarget());
});
afterEach(() => vi.unstubAllGlobals());

describe('paintFirstHistory', () => {
  it('tells the router of a push made in a click at once, and writes the browser’s history after the paint', async () => {
    const win = fakeWindow();
    const history = paintFirstHistory(win as unknown as Window);
    const heard: string[] = [];
    history.listen(({ location }) => heard.push(location.pathname));
    win.dispatch('click', () => history.push('/docs/b'));
    expect(heard).toEqual(['/docs/b']);
    expect(history.location.pathname).toBe('/docs/b');
    expect(win.history.pushState).not.toHaveBeenCalled();
    await paint();
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    expect(win.location.pathname).toBe('/docs/b');
    expect(history.location.pathname).toBe('/docs/b');
  });

  it('writes after the paint a push made as the reader’s input (a click whose page data came later)', async () => {
    const win = fakeWindow();
    const history = paintFirstHistory(win as unknown as Window);
    asReadersInput(() => history.push('/docs/b'));
    expect(history.location.pathname).toBe('/docs/b');
    expect(win.history.pushState).not.toHaveBeenCalled();
    await paint();
    expect(win.location.pathname).toBe('/docs/b');
    // Only while it runs: a later push outside input is written at once.
    history.push('/docs/c');
    expect(win.location.pathname).toBe('/docs/c');
  });

  it('writes at once a push made outside input (data that arrived, a timer)', () => {
    const win = fakeWindow();
    const history = paintFirstHistory(win as unknown as Window);
    history.push('/docs/b');
    expect(win.location.pathname).toBe('/docs/b');
  });

  it('makes a replace right after a pending push the entry that is pushed (a redirect in the same render)', async () => {
    const win = fakeWindow();
    const history = paintFirstHistory(win as unknown as Window);
    win.dispatch('click', () => {
      history.push('/docs');
      history.replace('/docs/getting-started');
    });
    await paint();
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    expect(win.history.replaceState.mock.calls.length).toBe(1); // the router's own, naming the first entry
    expect(win.entries.map((entry) => new URL(entry.url).pathname)).toEqual(['/docs/a', '/docs/getting-started']);
  });

  it('writes a pending push before the next click or key press is handled, and before the page is left', () => {
    for (const type of ['click', 'keydown', 'pagehide']) {
      const win = fakeWindow();
      const history = paintFirstHistory(win as unknown as Window);
      win.dispatch('click', () => history.push('/docs/b'));
      win.dispatch(type);
      expect(win.location.pathname).toBe('/docs/b');
    }
  });

  it('drops a pending push when the browser goes Back first, and follows the browser', async () => {
    const win = fakeWindow();
    const history = paintFirstHistory(win as unknown as Window);
    win.dispatch('click', () => history.push('/docs/b'));
    win.dispatch('popstate');
    expect(history.location.pathname).toBe('/docs/a');
    await paint();
    expect(win.history.pushState).not.toHaveBeenCalled();
  });
});
