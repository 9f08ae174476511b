/**
 * How the build and the import run: node's arguments for `npm run build` (package.json; `npm start`
 * adds `--if-stale`) and `npm run import:docusaurus`. Each runs as one bundle under plain node (see
 * runBundled.mjs: tsx's loader costs tens of megabytes beside the import's check), and the tests and
 * the bench run them exactly so; buildCommand.test.ts holds package.json to them.
 */
export const BUILD_NODE_ARGS = ['scripts/runBundled.mjs', 'scripts/build.ts'] as const;
export const IMPORT_NODE_ARGS = ['scripts/runBundled.mjs', 'scripts/importDocusaurus.ts'] as const;
