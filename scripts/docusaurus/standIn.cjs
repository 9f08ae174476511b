// What a Docusaurus config gets for a module that is not installed here (readDocusaurusConfig.ts):
// one object that is also a function; every property, call and `new` gives it back, it turns into
// '' in a string, and it is not a promise (`then` is undefined), so a config that only passes such
// values along (`prismThemes.github`, `require('remark-x')`) evaluates to the end.
'use strict';
const handler = {
  get(_target, key) {
    if (key === 'then' || key === '__esModule') return undefined;
    if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => '';
    if (key === Symbol.iterator) return function* empty() {};
    if (key === Symbol.for('docusaurus.standIn')) return true;
    return standIn;
  },
  apply: () => standIn,
  construct: () => standIn,
};
const standIn = new Proxy(function standIn() {}, handler);
module.exports = standIn;
