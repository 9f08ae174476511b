/**
 * The modules the portal itself provides to site code and pages, by import path: React (one copy,
 * the portal's, so hooks work across site modules) and its `@docusaurus/*` and `@theme/*`
 * stand-ins. `@theme-original/X` and `@theme-init/X` (what a swizzled component wraps) are X.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import { docusaurusModules } from './docusaurus.tsx';
import { themeModules } from './theme.tsx';

const reactModules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': { ...jsxRuntime, jsxDEV: jsxRuntime.jsx },
  'react-dom': ReactDOM,
  'react-dom/server': ReactDOMServer,
};

const THEME_ALIAS = /^@theme-(?:original|init)\//;

/** The portal's module for `specifier`, or undefined when it provides none. */
export function portalModule(specifier: string): unknown {
  if (Object.hasOwn(reactModules, specifier)) return reactModules[specifier];
  const name = specifier.replace(THEME_ALIAS, '@theme/');
  if (Object.hasOwn(themeModules, name)) return themeModules[name];
  if (Object.hasOwn(docusaurusModules, name)) return docusaurusModules[name];
  return undefined;
}

/** Import paths that are React's: always the portal's copy, never bundled. */
export const isReactModule = (specifier: string) => /^(?:react|react-dom)(?:\/|$)/.test(specifier);

/** Import paths in Docusaurus's namespaces (`@theme/…`, `@docusaurus/…`, `@theme-original/…`). */
export const isDocusaurusNamespace = (specifier: string) =>
  /^@(?:theme|theme-original|theme-init)\//.test(specifier) || /^@docusaurus\//.test(specifier);
