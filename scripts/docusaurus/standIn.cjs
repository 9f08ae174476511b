// What a Docusaurus config gets for a module that is not installed here (readDocusaurusConfig.ts):
// an object that is also a function; every property, call and `new` gives it back, it turns into
// '' in a string, and it is not a promise (`then` is undefined), so a config that only passes such
// values along (`prismThemes.github`, `require('remark-x')`) evaluates to the end. Every module the
// config names, stand-in or real, is noted by its name, so the import can say which plugin is which.
'use strict';
// A property rather than a WeakMap: jiti hands the config a proxy of what a module exports.
const NAME = Symbol.for('docusaurus.moduleName');

const isObject = (value) => (typeof value === 'object' && value !== null) || typeof value === 'function';

/** Notes `value` (and its `default`) as what `require(name)` gave; returns it. */
function named(value, name) {
  for (const target of [value, isObject(value) ? value.default : undefined]) {
    if (!isObject(target) || Object.prototype.hasOwnProperty.call(target, NAME)) continue;
    try {
      Object.defineProperty(target, NAME, { value: name });
    } catch {
      // A frozen export stays unnamed.
    }
  }
  return value;
}

/** A stand-in for the module `name`. */
function standIn(name) {
  let proxy;
  const handler = {
    get(_target, key) {
      if (key === 'then' || key === '__esModule' || key === 'default') return key === 'default' ? proxy : undefined;
      if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => '';
      if (key === Symbol.iterator) return function* empty() {};
      if (key === Symbol.for('docusaurus.standIn') || key === NAME) return name;
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy,
  };
  proxy = new Proxy(function standIn() {}, handler);
  return proxy;
}

module.exports = { named, standIn };
