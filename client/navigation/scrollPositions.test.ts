import { describe, expect, it, vi } from 'vitest';
import { safeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { failingStorage, memoryStorage } from '../storage/memoryStorage.ts';
import {
  DEFAULT_ROUTER_KEY,
  ENTRY_ID_FIELD,
  entryIdIn,
  nameEntry,
  newEntryId,
  scrollPositions,
  stateWithEntryId,
} from './scrollPositions.ts';

describe('scrollPositions', () => {
  it('keeps a position per history entry, and writes them for the next document of the tab', () => {
    const area = memoryStorage();
    const before = scrollPositions(safeStorage(() => area));
    before.record('a', 120);
    before.record('b', 0);
    before.record('a', 300);
    expect(before.saved('a')).toBe(300);
    expect(scrollPositions(safeStorage(() => area)).saved('a')).toBeUndefined(); // not written yet

    before.persist();
    const afterReload = scrollPositions(safeStorage(() => area));
    expect(afterReload.saved('a')).toBe(300);
    expect(afterReload.saved('b')).toBe(0);
    expect(afterReload.saved('c')).toBeUndefined();
  });

  it('keeps what another document of the tab wrote since this one read', () => {
    const area = memoryStorage();
    const first = scrollPositions(safeStorage(() => area));
    first.record('a', 100);
    first.persist();
    // The reader went on to a second document, came back to the first (kept in the back/forward
    // cache), and scrolled there: the first document writes again.
    const second = scrollPositions(safeStorage(() => area));
    second.record('b', 200);
    second.persist();
    first.record('a', 150);
    first.persist();

    const third = scrollPositions(safeStorage(() => area));
    expect(third.saved('a')).toBe(150);
    expect(third.saved('b')).toBe(200);
  });

  it('keeps the latest 100 entries', () => {
    const area = memoryStorage();
    const positions = scrollPositions(safeStorage(() => area));
    for (let index = 0; index < 105; index++) positions.record(`k${index}`, index);
    positions.record('k0', 7); // read again: the latest now
    positions.persist();
    const stored = JSON.parse(area.items.get(STORAGE_KEYS.scrollPositions) ?? '[]') as unknown[];
    expect(stored).toHaveLength(100);
    expect(positions.saved('k5')).toBeUndefined();
    expect(positions.saved('k6')).toBe(6);
    expect(positions.saved('k0')).toBe(7);
    expect(positions.saved('k104')).toBe(104);
  });

  it.each([
    ['malformed JSON', '[["a",1]', {}],
    ['an object', '{"a":1}', {}],
    ['entries of the wrong shape', '[["a",1],["b","2"],[3,4],["c"],"d",["e",5]]', { a: 1, e: 5 }],
  ])('reads %s as what can be used of it', (_case, stored, expected) => {
    const positions = scrollPositions(safeStorage(() => memoryStorage({ [STORAGE_KEYS.scrollPositions]: stored })));
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      expect(positions.saved(key)).toBe((expected as Record<string, number>)[key]);
    }
  });

  it('still works for the page with storage blocked', () => {
    const positions = scrollPositions(safeStorage(() => failingStorage()));
    positions.record('a', 42);
    positions.persist();
    expect(positions.saved('a')).toBe(42);
  });
});

describe('history entry ids', () => {
  it('are read from the entry’s state, and only when they are a non-empty string', () => {
    expect(entryIdIn({ [ENTRY_ID_FIELD]: 'x1' })).toBe('x1');
    for (const state of [null, undefined, 'x1', 3, {}, { [ENTRY_ID_FIELD]: '' }, { [ENTRY_ID_FIELD]: 4 }]) {
      expect(entryIdIn(state)).toBeUndefined();
    }
  });

  it('are added to a state without losing the router’s fields', () => {
    const routerState = { usr: { from: 'search' }, key: 'k3x9', idx: 2 };
    expect(stateWithEntryId(routerState, 'e1')).toEqual({ ...routerState, [ENTRY_ID_FIELD]: 'e1' });
    expect(routerState).not.toHaveProperty(ENTRY_ID_FIELD);
    expect(stateWithEntryId(null, 'e1')).toEqual({ [ENTRY_ID_FIELD]: 'e1' });
    expect(entryIdIn(stateWithEntryId({ [ENTRY_ID_FIELD]: 'old' }, 'new'))).toBe('new');
  });

  it('differ from one entry to the next', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newEntryId()));
    expect(ids.size).toBe(1000);
    expect(
      newEntryId(
        () => 0.5,
        () => 36,
      ),
    ).toBe('10-i');
  });
});

describe('nameEntry', () => {
  /** A stand-in for `window.history`: its state, and what replaceState wrote. */
  const stubHistory = (state: unknown) => {
    const fake = { state, replaceState: vi.fn((next: unknown) => (fake.state = next)) };
    vi.stubGlobal('history', fake);
    return fake;
  };

  it('writes the id into the first entry’s state (loaded by its address), keeping the router’s fields', () => {
    const fake = stubHistory({ idx: 0 });
    nameEntry(DEFAULT_ROUTER_KEY, 'e1');
    expect(fake.state).toEqual({ idx: 0, [ENTRY_ID_FIELD]: 'e1' });
  });

  it('leaves an entry alone that the reader has left, or that has an id already', () => {
    const moved = stubHistory({ usr: null, key: 'k2', idx: 1 });
    nameEntry(DEFAULT_ROUTER_KEY, 'e1');
    expect(moved.replaceState).not.toHaveBeenCalled();

    const named = stubHistory({ idx: 0, [ENTRY_ID_FIELD]: 'old' });
    nameEntry(DEFAULT_ROUTER_KEY, 'e1');
    expect(named.replaceState).not.toHaveBeenCalled();
  });

  it('names an entry the router made when its key is still the current one', () => {
    const fake = stubHistory({ usr: null, key: 'k2', idx: 1 });
    nameEntry('k2', 'e2');
    expect(entryIdIn(fake.state)).toBe('e2');
  });

  it('survives a browser that refuses the state', () => {
    const fake = stubHistory(null);
    fake.replaceState.mockImplementation(() => {
      throw new DOMException('refused', 'DataCloneError');
    });
    expect(() => nameEntry(DEFAULT_ROUTER_KEY, 'e1')).not.toThrow();
  });
});
