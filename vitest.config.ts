import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/nginx/**/*.test.ts',
            'tests/search/**/*.test.ts',
          ],
          globalSetup: ['tests/setup/buildSiteOnce.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
