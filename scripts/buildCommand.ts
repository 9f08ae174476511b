/**
 * How the build runs: node's arguments for `npm run build` (package.json; `npm start` adds
 * `--if-stale`). The build script runs as one bundle under plain node (see runBundled.mjs), and the
 * tests and the bench run it exactly so; buildCommand.test.ts holds package.json to it.
 */
export const BUILD_NODE_ARGS = ['scripts/runBundled.mjs', 'scripts/build.ts'] as const;
