import { defineConfig } from 'vitest/config';

/**
 * Tests that start real processes: the built bundle (`node dist/server/main.js`), full builds,
 * nginx. They live beside the code they test but run in their own project, so that the unit
 * project stays fast enough to run while working (`npm run test:unit`).
 */
const processTests = [
  'server/main.test.ts',
  'server/drain/drainProcess.test.ts',
  'scripts/build.test.ts',
  'scripts/reproducibleBuild.test.ts',
  'scripts/importDocusaurus.test.ts',
  'tests/nginx/**/*.test.ts',
  'tests/samples/**/*.test.ts',
  'tests/compat/**/*.test.ts',
  'tests/sandbox/memoryBudget.test.ts',
];

export default defineConfig({
  test: {
    // V8 coverage of the code under test, with a floor `npm test` enforces. Only what runs in the
    // test processes counts: code run by Chromium (the client's DOM hooks) or by spawned portals
    // (server/main.ts, the drain) is tested there but not counted. The bench measures, it is not
    // tested. Raise the floor when coverage grows; it sits about a point under the measured value.
    coverage: {
      provider: 'v8',
      include: ['server/**/*.{ts,tsx}', 'shared/**/*.ts', 'client/**/*.{ts,tsx}', 'scripts/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/fixtures/**', 'scripts/bench/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 76, statements: 75, functions: 79, branches: 68 },
    },
    // Undo what a test stubs, so that files sharing a worker (see `isolate` below) cannot leak it.
    // Each project says `extends: true`: an inline project does not inherit these otherwise.
    unstubEnvs: true,
    unstubGlobals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/search/**/*.test.ts',
          ],
          exclude: processTests,
          globalSetup: ['tests/setup/buildSiteOnce.ts'],
          environment: 'node',
          // Sized for a CI runner whose cores other jobs share, not for a quiet machine: there the
          // project ran about ten times slower (25 s here, over 4 min there), and a test that takes
          // a second here outran vitest's 5 s. Hooks read the run's one build (a page store of
          // megabytes) or compile a small fixture site. Tests that send hundreds of requests or
          // compile hundreds of pages say so and get more. (The global setup's build has no limit:
          // vitest does not time global setups.)
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share one module graph instead of importing it afresh each
          // (unified, React, Express: most of the project's time went to imports, 71 s → 25 s).
          // Tests keep no global state between files; stubs are undone (above).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: processTests,
          globalSetup: ['tests/setup/buildSiteOnce.ts'],
          environment: 'node',
          // Starting a process, a build or a database takes seconds, and more on a CI runner whose
          // cores are shared: vitest's defaults (5 s a test, 10 s a hook) would fail them for the
          // machine's load. Hooks start servers, PostgreSQL, nginx and the samples' runtimes.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll waits for what a process does (a 503 once it has the signal, a line in
          // its log): 1 s by default, which a loaded runner can take to schedule it at all.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          environment: 'node',
          // A page, Chromium and the portal share the runner's cores: a navigation or a render that
          // takes 100 ms here can take seconds on a loaded CI runner. expect.poll waits for what the
          // page does next, 1 s by default, too short there; no poll asserts how fast it is.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
