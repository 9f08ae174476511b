/**
 * A Docusaurus site's configuration, evaluated as Docusaurus evaluates it: jiti runs CommonJS, ESM
 * and TypeScript configs, and a function export is called. A site's own packages are not installed
 * here (its presets, plugins, `prism-react-renderer`), so every `require`/`import` that does not
 * resolve gets a stand-in (standIn.cjs), and the stand-ins are named for the import's output.
 */
import { access, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';

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
  /** Modules the config names that are not installed here, each given a stand-in. */
  standIns: string[];
}

const STAND_IN = new URL('./standIn.cjs', import.meta.url).pathname;
const STAND_IN_MARK = Symbol.for('docusaurus.standIn');

/** Whether a value of the config came from a module that is not installed (a stand-in). */
export function isStandIn(value: unknown): boolean {
  return typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[STAND_IN_MARK] === true;
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

/** `require('x')`, `require.resolve('x')`, `import … from 'x'`, `import('x')`; not `import type`. */
const SPECIFIER =
  /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\b(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;

/** The modules a config names, as written. */
export function moduleSpecifiers(source: string): string[] {
  const names = new Set<string>();
  // JSDoc types (`@type {import('@docusaurus/types').Config}`) name modules that are never loaded.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;])\/\/.*$/gm, '$1');
  for (const match of code.matchAll(SPECIFIER)) names.add((match[1] ?? match[2] ?? match[3]) as string);
  return [...names];
}

/** `file:line` of the config in an error's stack or message, when it has one. */
function lineOf(error: Error, file: string): string | undefined {
  const text = `${error.stack ?? ''}\n${error.message}`;
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${escaped}:(\\d+)`).exec(text);
  if (frame) return frame[1];
  const loc = (error as Error & { loc?: { line?: number } }).loc;
  return loc?.line !== undefined ? String(loc.line) : undefined;
}

export async function readDocusaurusConfig(configFile: string): Promise<DocusaurusConfigRead> {
  const file = resolve(configFile);
  const source = await readFile(file, 'utf8');
  const probe = createJiti(import.meta.url, { moduleCache: false, fsCache: false });
  const parentURL = pathToFileURL(file).href;
  const standIns = moduleSpecifiers(source).filter(
    (name) =>
      !name.startsWith('node:') &&
      !builtinModules.includes(name) &&
      probe.esmResolve(name, { parentURL, try: true }) === undefined,
  );
  const jiti = createJiti(file, {
    moduleCache: false,
    fsCache: false,
    alias: Object.fromEntries(standIns.map((name) => [name, STAND_IN])),
  });
  try {
    let value = await jiti.import(file, { default: true });
    if (typeof value === 'function' && !isStandIn(value)) value = await (value as () => unknown)();
    if (typeof value !== 'object' || value === null) throw new Error('it does not export an object');
    return { file, config: value as Record<string, unknown>, standIns };
  } catch (error) {
    const reason = ((error as Error).message.split('\n')[0] ?? 'it failed').replace(`${file}: `, '');
    const line = lineOf(error as Error, file);
    throw new Error(`${relative(process.cwd(), file)}${line ? `:${line}` : ''}: cannot be evaluated: ${reason}`, {
      cause: error,
    });
  }
}
