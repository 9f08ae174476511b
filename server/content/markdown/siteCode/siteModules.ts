/**
 * The imported site's own modules (`@site/…`, `./x.jsx` beside the docs, packages of the site's
 * `node_modules`), as pages import them: each is bundled by esbuild once per build (per resolved
 * import, its dependencies included), evaluated once, and its exports kept; the bundle's text is
 * dropped as soon as it has run, so a site of thousands of pages holds one small object per module
 * it imports, not a bundle per page.
 *
 * React, `@docusaurus/*` and `@theme/*` are never bundled: they are the portal's (shims/), one copy
 * for every module. `@theme/X` the portal lacks is the site's own `src/theme/X` (a swizzled or
 * custom theme component), as in Docusaurus. A package must be installed in the site
 * (`site/node_modules`): the portal's own packages are not the site's. A CSS module gives its
 * class names scoped (`styles.hero` is `hero_3f9a1c`), as the site stylesheet that carries it
 * names them (siteStyles/siteStylesheet.ts); a preprocessor's module (`.module.scss`) keeps its
 * names, unstyled; a plain style sheet gives nothing (the Content-Security-Policy forbids inline
 * styles). Images give their URL (files of `static/` at their site path, others inlined as data
 * URLs); an `.svg` gives a component rendering it as an `<img>`, as SVGR would give a component.
 * Markdown (`.md`, `.mdx`) goes through the docs' own compile (siteMarkdown.ts); a module that
 * holds some is bundled once per docs version, since its links lead to that version's pages.
 *
 * A module runs with the site's environment, not the build's (siteModules/siteEnv.ts): its
 * `process` (also `global.process`, `globalThis.process`, `require('process')`) is one whose `env`
 * holds `NODE_ENV` and what `DOCS_SITE_ENV` lists, never the portal's secrets. (esbuild writes
 * `process.env.NODE_ENV` itself as `"production"`, for the packages it bundles.)
 */
import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { build, type ImportKind, type Message, type Plugin } from 'esbuild';
import { siteConfig } from '../../../../shared/site-config.ts';
import { projectRoot } from '../../../projectPaths.ts';
import { isProcessModule, siteEnv, siteGlobal, siteProcess } from '../../siteModules/siteEnv.ts';
import { runSiteCode } from '../box/siteCodeBox.ts';
import type { DocLocation } from '../plugins/remarkResolveDocLinks.ts';
import { isDocusaurusNamespace, isReactModule, portalModule } from './shims/index.ts';
import { compilingMarkdown } from './sitePage.ts';
import { CSS_MODULE_FILE } from '../../siteStyles/siteStylesheet.ts';
import { scopeCssModule } from '../../siteStyles/scopeCssModule.ts';
import { markdownContent, SITE_MARKDOWN_MODULE, siteMarkdownModule } from './siteMarkdown.ts';

export interface SiteCodeRoots {
  /** The imported site's folder (its `src/`, `core/`, `node_modules/`…): `@site/` first. */
  siteDir: string;
  /** The portal's content root (`docs/`, `versioned_docs/`, `static/`): `@site/` second. */
  contentRoot: string;
}

/** The content root the build reads (PORTAL_CONTENT_ROOT, as scripts/build.ts and check:docs take it). */
const contentRoot = process.env.PORTAL_CONTENT_ROOT || projectRoot;
let roots: SiteCodeRoots = { siteDir: join(contentRoot, 'site'), contentRoot };

/** The theme folders of the site's installed plugins, relative to its code folder (site.config.json). */
export const themePaths = (): readonly string[] => siteConfig.settings.themePaths ?? [];

/** Where site code is looked for now. */
export const siteCodeRoots = (): SiteCodeRoots => roots;

/** Where site code is looked for; tests point it at a fixture. Forgets every module loaded. */
export function setSiteCodeRoots(next: SiteCodeRoots): void {
  roots = next;
  forgetSiteModules();
}

/** A module that loaded: its exports. Or why it did not, one line. */
export type LoadedModule = { ok: true; exports: unknown } | { ok: false; reason: string };

/** A module loaded, and the docs folder it was built for when it holds Markdown (else it fits every page). */
interface Bundled {
  loaded: LoadedModule;
  forDocsDir?: string | undefined;
}

const cache = new Map<string, Promise<Bundled>>();

/** Drops every module loaded (the dev server calls it when the site's code changes). */
export function forgetSiteModules(): void {
  cache.clear();
}

const nodeRequire = createRequire(import.meta.url);

/**
 * What evaluated site code runs with, in place of the build's own: `process` (whose `env` is the
 * site's, fresh from the build's environment now), `global` and `globalThis` giving that
 * `process`, and a `require` giving it for `process` and `node:process`, else `portalRequire`'s.
 * Throws, in one line, when `DOCS_SITE_ENV` is not a list of variables site code may get.
 */
export function siteScope(): {
  process: NodeJS.Process;
  global: typeof globalThis;
  require: (specifier: string) => unknown;
} {
  const proc = siteProcess(siteEnv());
  return {
    process: proc,
    global: siteGlobal(proc),
    require: (specifier) => (isProcessModule(specifier) ? proc : portalRequire(specifier)),
  };
}

/** `require` for evaluated site code: the portal's modules and Node's built-ins; bundles hold the rest. */
export function portalRequire(specifier: string): unknown {
  const provided = portalModule(specifier);
  if (provided !== undefined) return provided;
  if (specifier === SITE_MARKDOWN_MODULE) return { markdownContent };
  if (isBuiltin(specifier)) return nodeRequire(specifier);
  throw new Error(`"${specifier}" is not available at build time`);
}

const isBare = (specifier: string) => !/^(?:\.{1,2}(?:\/|$)|\/)/.test(specifier);

/** Loads `specifier` as a page in `fromDir` imports it. */
export function loadSiteModule(specifier: string, fromDir: string): Promise<LoadedModule> {
  const provided = portalModule(specifier);
  if (provided !== undefined) return Promise.resolve({ ok: true, exports: provided });
  // A package is the same from any page; a file (also behind inline loaders) is its folder's.
  const key = isBare(inlineLoaders(specifier)?.resource ?? specifier) ? specifier : `${fromDir}\0${specifier}`;
  // The page being compiled, which Markdown in the module is compiled for.
  const page = compilingMarkdown.getStore()?.location;
  const bundled = (cacheKey: string) => {
    let found = cache.get(cacheKey);
    if (!found) {
      found = bundleAndRun(specifier, fromDir, page);
      cache.set(cacheKey, found);
    }
    return found;
  };
  return bundled(key).then(async (first) => {
    if (first.forDocsDir === undefined || first.forDocsDir === page?.docsDir) return first.loaded;
    return (await bundled(`${key}\0${page?.docsDir ?? ''}`)).loaded;
  });
}

/** A path as messages show it: from the content root (`site/src/x.tsx`, `docs/_x.jsx`). */
const shown = (path: string) => relative(roots.contentRoot, path).split(sep).join('/');

function describe(message: Message, specifier: string): string {
  const where = message.location;
  if (where?.file && where.file !== '<stdin>') return `${shown(where.file)}:${where.line}: ${message.text}`;
  // The page's own import: its message need not repeat the import path the line names.
  const quoted = JSON.stringify(specifier);
  return message.text
    .replace(`${quoted} is not installed`, 'the package is not installed')
    .replace(`${quoted} is not one of`, 'it is not one of')
    .replace(`${quoted}: `, '');
}

async function bundleAndRun(specifier: string, fromDir: string, page: DocLocation | undefined): Promise<Bundled> {
  let code: string;
  const markdown = { loaded: false };
  // Set once bundled: a module holding Markdown was built for this page's docs folder.
  const forDocsDir = () => (markdown.loaded ? (page?.docsDir ?? '') : undefined);
  try {
    const result = await build({
      stdin: { contents: `module.exports = require(${JSON.stringify(specifier)});`, resolveDir: fromDir, loader: 'js' },
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      target: 'node22',
      jsx: 'automatic',
      logLevel: 'silent',
      mainFields: ['module', 'main'],
      loader: { '.js': 'jsx', '.txt': 'text' },
      define: { 'process.env.NODE_ENV': '"production"' },
      // The site's tsconfig.json usually extends @docusaurus/tsconfig, which is not installed here.
      tsconfigRaw: '{}',
      plugins: [sitePlugin(page, markdown)],
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? [];
    const first = errors[0];
    const reason = first ? describe(first, specifier) : (error as Error).message;
    return { loaded: { ok: false, reason }, forDocsDir: forDocsDir() };
  }
  try {
    const module = { exports: {} as unknown };
    const scope = siteScope();
    // The bundle's own CommonJS scope; `require` serves React, the stand-ins and Node's built-ins;
    // `process` is the site's (siteScope).
    const run = new Function(
      'require',
      'module',
      'exports',
      '__filename',
      '__dirname',
      'process',
      'global',
      'globalThis',
      code,
    );
    // In the box (siteCodeBox.ts): a module that loops forever when loaded is stopped, and a timer
    // it starts at its top level is named by its import path.
    runSiteCode(specifier, () =>
      run(
        scope.require,
        module,
        module.exports,
        join(fromDir, 'site-module.js'),
        fromDir,
        scope.process,
        scope.global,
        scope.global,
      ),
    );
    return { loaded: { ok: true, exports: module.exports }, forDocsDir: forDocsDir() };
  } catch (error) {
    return {
      loaded: { ok: false, reason: `it failed when loaded: ${(error as Error).message}` },
      forDocsDir: forDocsDir(),
    };
  }
}

const SKIP = { portalSkip: true };
/** esbuild's namespace for a module the portal provides (`@theme/Layout`), as ES exports of its own. */
const PORTAL_MODULE = 'portal-module';

/** esbuild's namespace for a file imported through raw-loader: its text. */
const RAW = 'portal-raw';
const KNOWN_LOADERS = new Set(['raw-loader', 'url-loader', 'file-loader']);

/** `!!raw-loader!./x.ts` → its loaders and the file; null for an ordinary specifier. */
export function inlineLoaders(specifier: string): { loaders: string[]; resource: string } | null {
  const parts = specifier.replace(/^(?:-!|!!|!)/, '').split('!');
  if (parts.length < 2) return null;
  const resource = parts.pop() as string;
  // A loader may take options (`raw-loader?esModule=false`): its name is what counts.
  return { loaders: parts.map((loader) => loader.split('?')[0] as string), resource };
}
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp)$/i;
const STYLE = /\.(?:css|scss|sass|less)$/i;
const CSS_MODULE = /\.module\.(?:css|scss|sass|less)$/i;

/** Class names a style sheet defines (`.container`, `.badge-row`). */
function classNames(text: string): string[] {
  const names = new Set<string>();
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (match[1]) names.add(match[1]);
  return [...names];
}

/** The site path of a file under `static/`, or null. */
function staticPath(path: string): string | null {
  const inStatic = relative(join(roots.contentRoot, 'static'), path);
  if (inStatic.startsWith('..') || inStatic === path) {
    const inSiteStatic = relative(join(roots.siteDir, 'static'), path);
    return inSiteStatic.startsWith('..') || inSiteStatic === path ? null : `/${inSiteStatic.split(sep).join('/')}`;
  }
  return `/${inStatic.split(sep).join('/')}`;
}

/** `page`: the page whose compile loads the module; `markdown.loaded` is set when the bundle holds Markdown. */
function sitePlugin(page: DocLocation | undefined, markdown: { loaded: boolean }): Plugin {
  return {
    name: 'portal-site-code',
    setup(build) {
      const { siteDir, contentRoot } = roots;
      const siteModules = join(siteDir, 'node_modules') + sep;
      const resolveIn = (path: string, resolveDir: string, kind: ImportKind) =>
        build.resolve(path, { resolveDir, kind, pluginData: SKIP });

      build.onResolve({ filter: /.*/ }, async (args) => {
        if ((args.pluginData as typeof SKIP | undefined)?.portalSkip || args.kind === 'entry-point') return undefined;
        const specifier = args.path;
        if (specifier === SITE_MARKDOWN_MODULE) return { path: specifier, external: true };
        const inline = inlineLoaders(specifier);
        if (inline) {
          // Webpack's inline loaders (`!!raw-loader!./example.ts`, as Docusaurus documents for
          // code snippets): raw-loader gives the file's text; url- and file-loader its URL, as an
          // import of the file gives; another loader is not run here.
          const other = inline.loaders.find((loader) => !KNOWN_LOADERS.has(loader));
          if (other)
            return { errors: [{ text: `"${specifier}": the webpack loader ${other} is not run by the portal` }] };
          const found = await build.resolve(inline.resource, { resolveDir: args.resolveDir, kind: args.kind });
          if (found.errors.length > 0) return { errors: found.errors };
          return inline.loaders.includes('raw-loader') ? { path: found.path, namespace: RAW } : { path: found.path };
        }
        if (isReactModule(specifier)) return { path: specifier, external: true };
        if (portalModule(specifier) !== undefined)
          // Through a module of ES exports: site code in a `"type": "module"` package (or one
          // without a package.json of its own inside the portal's) imports a CommonJS module's
          // default as its whole exports, which would make `Layout` an object, not a component.
          return args.namespace === PORTAL_MODULE
            ? { path: specifier, external: true }
            : { path: specifier, namespace: PORTAL_MODULE };
        if (isDocusaurusNamespace(specifier)) {
          const themeName = /^@theme\/(.+)$/.exec(specifier)?.[1];
          if (themeName) {
            // The site's own src/theme/, then its installed plugins' themes, the last listed first.
            for (const folder of ['src/theme', ...[...themePaths()].reverse()]) {
              const found = await resolveIn(`./${folder}/${themeName}`, siteDir, args.kind);
              if (found.errors.length === 0) return { path: found.path };
            }
          }
          const where = themeName ? ` nor the site's (src/theme/${themeName})` : '';
          return { errors: [{ text: `"${specifier}" is not one of the portal's Docusaurus modules${where}` }] };
        }
        if (specifier.startsWith('@site/')) {
          const rest = specifier.slice('@site/'.length);
          for (const base of [siteDir, contentRoot]) {
            const found = await resolveIn(`./${rest}`, base, args.kind);
            if (found.errors.length === 0) return { path: found.path };
          }
          return { errors: [{ text: `"${specifier}": no such file in the site's code (site/${rest})` }] };
        }
        if (specifier.startsWith('@generated/'))
          return {
            errors: [{ text: `"${specifier}" is generated by Docusaurus's build, which the portal does not run` }],
          };
        if (!isBare(specifier)) return undefined;
        if (isBuiltin(specifier)) return { path: specifier, external: true };
        // A package: the site's (from the importer when it is site code, else from the site's folder).
        const from = args.resolveDir.startsWith(siteDir + sep) ? args.resolveDir : siteDir;
        const found = await resolveIn(specifier, from, args.kind);
        if (found.errors.length > 0 || !found.path.startsWith(siteModules))
          return { errors: [{ text: `"${specifier}" is not installed in the site (site/node_modules)` }] };
        return { path: found.path, sideEffects: found.sideEffects };
      });

      build.onLoad({ filter: /.*/, namespace: PORTAL_MODULE }, (args) => {
        const names = Object.keys(portalModule(args.path) as object).filter(
          (name) => name !== 'default' && name !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(name),
        );
        const named = names.length > 0 ? `export const { ${names.join(', ')} } = portal;\n` : '';
        return {
          contents: `const portal = require(${JSON.stringify(args.path)});\nexport default portal.default;\n${named}`,
          loader: 'js',
        };
      });
      build.onLoad({ filter: /.*/, namespace: RAW }, (args) => ({
        contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`,
        loader: 'js',
      }));

      build.onLoad({ filter: STYLE }, async (args) => {
        if (!CSS_MODULE.test(args.path)) return { contents: '', loader: 'js' };
        const text = readFileSync(args.path, 'utf8');
        // A `.module.css` gets the scoped names the site stylesheet gives it (siteStyles/); a
        // preprocessor's module (`.module.scss`), which is not compiled, keeps its own names.
        const names = CSS_MODULE_FILE.test(args.path)
          ? (await scopeCssModule(text, relative(contentRoot, args.path).split(sep).join('/')).catch(() => null))?.names
          : undefined;
        const map = JSON.stringify(names ?? Object.fromEntries(classNames(text).map((name) => [name, name])));
        // A name the sheet does not show (built by a preprocessor) is still itself.
        return {
          contents: `const names = ${map};\nexport default new Proxy(names, { get: (t, k) => typeof k === 'string' ? (k in t ? t[k] : k) : t[k] });`,
          loader: 'js',
        };
      });

      build.onLoad({ filter: IMAGE }, (args) => {
        const path = staticPath(args.path);
        return path ? { contents: `export default ${JSON.stringify(path)};`, loader: 'js' } : { loader: 'dataurl' };
      });

      build.onLoad({ filter: /\.svg$/i }, (args) => {
        const path = staticPath(args.path);
        const url = path ?? `data:image/svg+xml;base64,${readFileSync(args.path).toString('base64')}`;
        return {
          contents:
            `import { jsx } from 'react/jsx-runtime';\nconst url = ${JSON.stringify(url)};\n` +
            `export default function Svg({ title, ...props }) { return jsx('img', { src: url, alt: title ?? '', ...props }); }\n` +
            `export const ReactComponent = Svg;`,
          loader: 'js',
        };
      });

      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        // Through the docs' own compile, as a page or a partial (siteMarkdown.ts).
        markdown.loaded = true;
        try {
          const contents = await siteMarkdownModule(args.path, page, roots.contentRoot);
          return { contents, loader: 'js', resolveDir: dirname(args.path) };
        } catch (error) {
          return { errors: [{ text: (error as Error).message.split('\n').join('; ') }] };
        }
      });
    },
  };
}
