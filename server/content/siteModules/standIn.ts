/**
 * What a site's config or sidebars file gets for a module that cannot be loaded here: an object
 * that is also a function. Every property, call and `new` gives it back, it turns into '' in a
 * string, it iterates as empty, and it is not a promise (`then` is undefined), so code that only
 * passes such values along (`prismThemes.github`, `require('remark-x')`, `...fbInternalOnly([…])`)
 * runs to the end. Every module the code loads, stand-in or real, is noted by its name, so the
 * import can say which plugin is which.
 */

const STAND_IN_MARK = Symbol.for('docusaurus.standIn');
// A property rather than a WeakMap: jiti hands the code a proxy of what a module exports.
const MODULE_NAME = Symbol.for('docusaurus.moduleName');

const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/** A stand-in for the module `name`. */
export function standIn(name: string): unknown {
  const handler: ProxyHandler<() => void> = {
    get(_target, key) {
      if (key === 'then' || key === '__esModule') return undefined;
      if (key === 'default') return proxy;
      if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => '';
      if (key === Symbol.iterator) return function* empty() {};
      if (key === STAND_IN_MARK || key === MODULE_NAME) return name;
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy as object,
  };
  const proxy: unknown = new Proxy(function standIn() {}, handler);
  return proxy;
}

/** Notes `value` (and its `default`) as what loading `name` gave; returns it. */
export function named<T>(value: T, name: string): T {
  for (const target of [value, isObject(value) ? (value as { default?: unknown }).default : undefined]) {
    if (!isObject(target) || Object.prototype.hasOwnProperty.call(target, MODULE_NAME)) continue;
    try {
      Object.defineProperty(target, MODULE_NAME, { value: name });
    } catch {
      // A frozen export stays unnamed.
    }
  }
  return value;
}

/** Whether a value came from a module that could not be loaded (a stand-in). */
export function isStandIn(value: unknown): boolean {
  return (
    typeof value === 'function' && typeof (value as unknown as Record<symbol, unknown>)[STAND_IN_MARK] === 'string'
  );
}

/** The module (`@docusaurus/remark-plugin-npm2yarn`) a value is the export of, if any. */
export function moduleNameOf(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  const name = (value as Record<symbol, unknown>)[MODULE_NAME];
  return typeof name === 'string' ? name : undefined;
}
