/**
 * A Docusaurus site's configuration, evaluated as Docusaurus evaluates it: jiti runs CommonJS, ESM
 * and TypeScript configs (and the site's own files they load), and a function export is called.
 * What cannot be loaded here gets a stand-in, at any depth (server/content/siteModules/): only a
 * config that throws by itself stops the import. The import names every stand-in once.
 *
 * The config runs with the site's environment, never the process's (siteEnv.ts): `NODE_ENV` and
 * the variables `DOCS_SITE_ENV` lists. What it reads besides is named, and reads as not set: its
 * `customFields` are what its author wrote for such an environment, and hold none of the portal's
 * secrets.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { evaluateSiteModule } from '../../server/content/siteModules/evaluateSiteModule.ts';

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
  /** Modules the config (or a file it loads) names that cannot be loaded here, each given a stand-in. */
  standIns: string[];
  /** Files of the site the config reads that are absent (read as empty), relative to the config's folder. */
  absentFiles: string[];
  /** Environment variables the config (or a file it loads) reads that are not passed to site code. */
  envNotPassed: string[];
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

export async function readDocusaurusConfig(configFile: string): Promise<DocusaurusConfigRead> {
  const { value, standIns, absentFiles, envNotPassed } = await evaluateSiteModule(configFile, {
    call: true,
    alone: true,
  });
  if (typeof value !== 'object' || value === null) throw new Error(`${configFile}: it does not export an object`);
  return { file: configFile, config: value as Record<string, unknown>, standIns, absentFiles, envNotPassed };
}
