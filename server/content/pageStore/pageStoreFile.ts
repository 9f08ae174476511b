/** Reads the page store the build wrote, refusing one written by another version of the build. */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { PageStore } from './pageStore.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of the given type, not looked into: the store is large and start-up time matters. */
const record = <T>() => z.custom<T>(isRecord);

/**
 * The store's top-level shape only, in the order a missing part is named. The pages themselves
 * are the build's own output, checked as a whole by verifyBuild.ts.
 */
const pageStoreSchema = z.object({
  pages: record<PageStore['pages']>(),
  notFound: record<PageStore['notFound']>(),
  versions: z.custom<PageStore['versions']>(Array.isArray),
  markdown: record<PageStore['markdown']>(),
  codeFiles: record<PageStore['codeFiles']>(),
  docAssets: record<PageStore['docAssets']>(),
  sidebars: record<PageStore['sidebars']>(),
  search: record<PageStore['search']>(),
  buildId: z.string(),
  contract: z.object({ yaml: z.string(), json: z.string() }).nullable(),
  missingFiles: z.array(z.string()),
}) satisfies z.ZodType<PageStore>;

export async function readPageStore(file: string): Promise<PageStore> {
  let store: unknown;
  try {
    store = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the page store ${file}: run "npm run build" first (${(error as Error).message})`, {
      cause: error,
    });
  }
  const result = pageStoreSchema.safeParse(store);
  if (result.success) return result.data;
  if (!isRecord(store)) {
    throw new Error(
      `The page store ${file} holds ${JSON.stringify(store)?.slice(0, 20)}, not a page store: run "npm run build"`,
    );
  }
  const parts = result.error.issues.map((issue) => String(issue.path[0]));
  const missing = parts.filter((part) => store[part] === undefined || store[part] === null);
  if (missing.length > 0) {
    throw new Error(
      `The page store ${file} lacks ${missing.join(', ')}: it was written by an older build, run "npm run build"`,
    );
  }
  throw new Error(`The page store ${file} has malformed ${parts.join(', ')}: run "npm run build"`);
}
