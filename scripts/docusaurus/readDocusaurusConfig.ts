/**
 * A Docusaurus site's configuration, evaluated as Docusaurus evaluates it: jiti runs CommonJS, ESM
 * and TypeScript configs, and a function export is called. A site's own packages are not installed
 * here (its presets, plugins, `prism-react-renderer`), so every `require`/`import` that does not
 * resolve gets a stand-in (standIn.cjs), and the stand-ins are named for the import's output.
 */
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

const STAND_IN = fileURLToPath(new URL('./standIn.cjs', import.meta.url));
const STAND_IN_MARK = Symbol.for('docusaurus.standIn');
const MODULE_NAME = Symbol.for('docusaurus.moduleName');

/** Whether a value of the config came from a module that is not installed (a stand-in). */
export function isStandIn(value: unknown): boolean {
  return (
    typeof value === 'function' && typeof (value as unknown as Record<symbol, unknown>)[STAND_IN_MARK] === 'string'
  );
}

/** The module (`@docusaurus/remark-plugin-npm2yarn`) a value of the config is the export of, if any. */
export function moduleNameOf(value: unknown): string | undefined {
  if ((typeof value !== 'object' || value === null) && typeof value !== 'function') return undefined;
  const name = (value as Record<symbol, unknown>)[MODULE_NAME];
  return typeof name === 'string' ? name : undefined;
}

/**
 * A module for each package the config names, written in `dir`, which the config's `require`
 * reaches through jiti's aliases: the package itself noted by its name (standIn.cjs), or a named
 * stand-in when it is not installed.
 */
async function wrappers(dir: string, packages: Map<string, string | undefined>): Promise<Record<string, string>> {
  const alias: Record<string, string> = {};
  let index = 0;
  for (const [name, resolved] of packages) {
    const file = join(dir, `module-${index++}.cjs`);
    const value = resolved ? `require(${JSON.stringify(resolved)})` : null;
    await writeFile(
      file,
      `const { named, standIn } = require(${JSON.stringify(STAND_IN)});\n` +
        `module.exports = ${value ? `named(${value}, ${JSON.stringify(name)})` : `standIn(${JSON.stringify(name)})`};\n`,
    );
    alias[name] = file;
  }
  return alias;
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
  const packages = new Map<string, string | undefined>();
  const standIns: string[] = [];
  for (const name of moduleSpecifiers(source)) {
    if (name.startsWith('node:') || builtinModules.includes(name)) continue;
    const found = probe.esmResolve(name, { parentURL, try: true });
    const resolved = found && (found.startsWith('file:') ? fileURLToPath(found) : found);
    if (!resolved) standIns.push(name);
    // Packages only: a file of the site (`./sidebars.js`) is what it is.
    if (!name.startsWith('.') && !isAbsolute(name)) packages.set(name, resolved);
    else if (!resolved) packages.set(name, undefined);
  }
  const dir = await mkdtemp(join(tmpdir(), 'docusaurus-config-modules-'));
  const jiti = createJiti(file, { moduleCache: false, fsCache: false, alias: await wrappers(dir, packages) });
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
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
