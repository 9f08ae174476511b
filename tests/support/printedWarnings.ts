/** What the build prints as warnings, kept for the tests (see tests/setup/buildSiteOnce.ts). */
import { format } from 'node:util';

/**
 * Runs `build`, returning what it printed with console.warn: the build's `warning: <message>`
 * lines (buildPageStore's default `onWarning`), without the prefix. They are printed as before too.
 */
export async function printedWarnings(build: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(format(...args).replace(/^warning: /, ''));
    warn(...args);
  };
  try {
    await build();
  } finally {
    console.warn = warn;
  }
  return warnings;
}
