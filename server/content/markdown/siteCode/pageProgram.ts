/**
 * A page's code as one small program: its `import`s (the site's modules, loaded by siteModules.ts,
 * and the portal's stand-ins), its other ESM (`export const version = …`, `export function Box()`),
 * and one function per construct the build evaluates (an attribute's value, a JSX element, an
 * expression). esbuild turns it into CommonJS (JSX included); it runs once, and each function is
 * then called on its own, so one construct that fails does not take the others with it.
 *
 * An import that cannot be loaded (a package the site lacks, a file that is not there, a module
 * that throws when loaded) is one problem on its line; its names stand for a value that fails
 * with that same problem wherever the page uses them.
 *
 * The program's `process` is the site's (siteModules.ts siteScope): its `env` holds `NODE_ENV` and
 * what `DOCS_SITE_ENV` lists, never the build's secrets.
 */
import { dirname, join } from 'node:path';
import { transformSync } from 'esbuild';
import type { ImportDeclaration, Program, Statement, ModuleDeclaration, Directive } from 'estree';
import { jsx, toJs } from 'estree-util-to-js';
import { loadSiteModule, siteScope } from './siteModules.ts';

/** One `import` of the page, with the line it is on (of the page, or of a partial it includes). */
export interface PageImport {
  declaration: ImportDeclaration;
  line: number | undefined;
  /** Set for an import of a partial, which is put in place, not run. */
  partial?: boolean;
  /** The folder a relative import starts from, when not the page's: a partial's own. */
  fromDir?: string;
  /**
   * The names are entries of the module's default export, not its exports: a map of components
   * every page may use, as `@theme/MDXComponents` is (mdx/remarkMdxGlobalComponents.ts).
   */
  members?: true;
}

export interface PageCode {
  /** The page as messages name it: `docs/intro.mdx`. */
  path: string;
  /** The folder relative imports start from. */
  fromDir: string;
  imports: PageImport[];
  /** The page's other top-level ESM statements, in order. */
  statements: (Statement | ModuleDeclaration | Directive)[];
}

/** A problem of the page's code, at a line of the page. */
export interface CodeProblem {
  line: number | undefined;
  message: string;
}

/** Thrown by a name whose import failed: the import's own problem. */
export class ImportFailure extends Error {
  constructor(readonly problem: CodeProblem) {
    super(problem.message);
  }
}

/** A value standing for a name whose import failed: any use of it fails with the import's problem. */
function failingValue(problem: CodeProblem): unknown {
  const fail = () => {
    throw new ImportFailure(problem);
  };
  return new Proxy(function missing() {}, {
    get: (_target, key) => (key === Symbol.toPrimitive ? fail : fail()),
    apply: fail,
    construct: fail,
    has: fail,
  });
}

export interface PageScope {
  /** Problems of the imports and of the page's own top-level code. */
  problems: CodeProblem[];
  /** One function per construct, or the problem that prevents them all. */
  thunks: (() => unknown)[] | CodeProblem;
}

/** A module's default export: `exports.default` of an ES module, else the CommonJS exports themselves. */
function defaultExport(exports: unknown): unknown {
  const module = exports as { __esModule?: boolean; default?: unknown } | null;
  return module && typeof module === 'object' && (module.__esModule || 'default' in module) ? module.default : exports;
}

const importNames = (declaration: ImportDeclaration) =>
  declaration.specifiers.map((specifier) => specifier.local.name).join(', ');

const source = (statements: PageCode['statements']) =>
  toJs({ type: 'Program', sourceType: 'module', body: statements } as Program, { handlers: jsx }).value;

/** Loads the page's imports and compiles the program; `run` it under the page (sitePage.ts). */
export async function preparePage(
  page: PageCode,
  thunkCode: string[],
): Promise<{ problems: CodeProblem[]; run: () => PageScope }> {
  const problems: CodeProblem[] = [];
  const bindings: string[] = [];
  const failures: CodeProblem[] = [];
  const loaded = new Map<string, unknown>();
  const bound = new Set<string>();
  for (const { declaration: written, line, partial, fromDir, members } of page.imports) {
    if (partial) continue;
    // A name imported twice (by the page and a partial it includes) is bound once, the first time.
    const declaration = { ...written, specifiers: written.specifiers.filter((item) => !bound.has(item.local.name)) };
    if (written.specifiers.length > 0 && declaration.specifiers.length === 0) continue;
    for (const item of declaration.specifiers) bound.add(item.local.name);
    const specifier = String(declaration.source.value);
    const module = await loadSiteModule(specifier, fromDir ?? page.fromDir);
    if (module.ok) {
      // A partial's `./x.js` is another module than the page's: the program requires it by its path.
      const path = fromDir && specifier.startsWith('.') ? join(fromDir, specifier) : specifier;
      const key = members ? `${path}#default` : path;
      loaded.set(key, members ? defaultExport(module.exports) : module.exports);
      bindings.push(source([{ ...declaration, source: { type: 'Literal', value: key } }]));
      continue;
    }
    const names = importNames(declaration);
    const problem = {
      line,
      message: `cannot import ${names ? `${names} ` : ''}"${specifier}": ${module.reason}`,
    };
    problems.push(problem);
    failures.push(problem);
    const index = failures.length - 1;
    for (const specifierNode of declaration.specifiers)
      bindings.push(`const ${specifierNode.local.name} = __portalFailed(${index});`);
  }
  if (thunkCode.length === 0) return { problems, run: () => ({ problems, thunks: [] }) };
  const program = [
    ...bindings,
    // A partial included twice brings its statements twice.
    ...new Set(page.statements.map((statement) => source([statement]))),
    `export const __portalThunks = [${thunkCode.map((code) => `() => (${code})`).join(',\n')}];`,
  ].join('\n');
  let compiled: string;
  try {
    // Synchronous: a page does not wait on esbuild's process holding its trees while thousands of
    // other pages of the build do the same (they all compile at once).
    compiled = transformSync(program, {
      loader: 'jsx',
      format: 'cjs',
      jsx: 'automatic',
      target: 'node22',
      sourcefile: page.path,
      logLevel: 'silent',
    }).code;
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
    const problem = { line: page.imports[0]?.line, message: `the page's code could not be compiled: ${first}` };
    return { problems, run: () => ({ problems: [...problems, problem], thunks: problem }) };
  }
  const run = (): PageScope => {
    const module = { exports: {} as { __portalThunks?: (() => unknown)[] } };
    try {
      const scope = siteScope();
      const requireModule = (specifier: string) =>
        loaded.has(specifier) ? loaded.get(specifier) : scope.require(specifier);
      new Function(
        'require',
        'module',
        'exports',
        '__portalFailed',
        '__filename',
        '__dirname',
        'process',
        'global',
        'globalThis',
        compiled,
      )(
        requireModule,
        module,
        module.exports,
        (index: number) => failingValue(failures[index] as CodeProblem),
        join(page.fromDir, 'page.mdx'),
        dirname(join(page.fromDir, 'page.mdx')),
        scope.process,
        scope.global,
        scope.global,
      );
    } catch (error) {
      if (error instanceof ImportFailure) return { problems, thunks: error.problem };
      const line = page.statements.find((statement) => statement.loc)?.loc?.start.line ?? page.imports[0]?.line;
      const problem = { line, message: `the page's code failed at build time: ${(error as Error).message}` };
      return { problems: [...problems, problem], thunks: problem };
    }
    return { problems, thunks: module.exports.__portalThunks ?? [] };
  };
  return { problems, run };
}
