/** An in-memory Web Storage for tests, which run without a DOM; `failing` makes every call throw, as blocked storage does. */
import type { StorageArea } from './browserStorage.ts';

export interface MemoryStorage extends StorageArea {
  items: Map<string, string>;
}

export function memoryStorage(entries: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

export function failingStorage(error = new DOMException('The operation is insecure.', 'SecurityError')): StorageArea {
  const fail = (): never => {
    throw error;
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}
