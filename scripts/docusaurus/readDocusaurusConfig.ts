/**
 * A Docusaurus site's configuration, as Docusaurus itself reads it when it can be evaluated here
 * (jiti runs CommonJS, ESM and TypeScript configs; a function export is called), else read
 * without running it (readConfigWithoutRunning.ts).
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { readConfigWithoutRunning } from './readConfigWithoutRunning.ts';

/** The names Docusaurus looks for, in its order. */
export const CONFIG_FILE_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

export interface DocusaurusConfigRead {
  file: string;
  config: Record<string, unknown>;
  /** Null when the config was evaluated; else why not, and it was read without running it. */
  notEvaluated: string | null;
  /** Values the reading without running could not see. */
  computed: string[];
}

export async function findConfigFile(siteDir: string): Promise<string | null> {
  for (const name of CONFIG_FILE_NAMES) {
    const file = join(siteDir, name);
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return null;
}

export async function readDocusaurusConfig(file: string): Promise<DocusaurusConfigRead> {
  try {
    const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });
    let value = await jiti.import(file, { default: true });
    if (typeof value === 'function') value = await (value as () => unknown)();
    if (typeof value !== 'object' || value === null) throw new Error('it does not export an object');
    return { file, config: value as Record<string, unknown>, notEvaluated: null, computed: [] };
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? 'it failed';
    const { config, computed } = await readConfigWithoutRunning(file);
    return { file, config, notEvaluated: reason, computed };
  }
}
