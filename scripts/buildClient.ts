/** Bundles the browser code with esbuild into content-hashed files and records them in a manifest. */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { siteConfig } from '../shared/site-config.ts';
import { brandStylesheet } from './brandStylesheet.ts';
import { siteStylesheet } from '../server/content/siteStyles/siteStylesheet.ts';
import { isPrecompressedAsset, precompressedForms } from '../server/prepared/precompressedAssets.ts';
import { type ClientAssets, CLIENT_MANIFEST_FILE } from '../server/render/clientAssets.ts';
import { buildOutputPaths, projectRoot } from '../server/projectPaths.ts';
import { NOMINAL_DIST_DIR, placeIndependent, writeOutputs } from './placeIndependentBuild.ts';

const shared = {
  ...placeIndependent,
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  minify: true,
  target: ['es2020'],
  // Maps beside the files but no sourceMappingURL comment in them: the served bytes are the same
  // whether or not maps are served (SOURCE_MAPS=public adds a SourceMap header instead).
  sourcemap: 'external',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
} satisfies BuildOptions;

/** The stylesheet `@import 'portal:brand.css'` names: the site's colours (brandStylesheet.ts), written from its settings. */
const BRAND_STYLESHEET = 'portal:brand.css';
const brandStyles: Plugin = {
  name: 'portal-brand',
  setup(plugin) {
    plugin.onResolve({ filter: /^portal:brand\.css$/ }, () => ({ path: BRAND_STYLESHEET, namespace: 'portal-brand' }));
    plugin.onLoad({ filter: /.*/, namespace: 'portal-brand' }, () => ({
      contents: brandStylesheet(siteConfig.settings.brand),
      loader: 'css',
    }));
  },
};

/**
 * The stylesheet `@import 'portal:site.css'` names: the CSS modules of the site's code, scoped
 * (server/content/siteStyles/siteStylesheet.ts), read from the content root being built.
 */
const SITE_STYLESHEET = 'portal:site.css';
const siteStyles = (contentRoot: string): Plugin => ({
  name: 'portal-site-styles',
  setup(plugin) {
    plugin.onResolve({ filter: /^portal:site\.css$/ }, () => ({ path: SITE_STYLESHEET, namespace: 'portal-site' }));
    plugin.onLoad({ filter: /.*/, namespace: 'portal-site' }, async () => ({
      contents: (await siteStylesheet(contentRoot)).css,
      loader: 'css',
    }));
  },
});

/**
 * `precompress: false` skips the slow brotli 11 forms (the dev server does not need them);
 * `contentRoot` holds the site's code whose CSS modules the stylesheet carries.
 */
export async function buildClient(
  outDir: string,
  { precompress: compress = true, contentRoot = projectRoot }: { precompress?: boolean; contentRoot?: string } = {},
): Promise<ClientAssets> {
  const assetsDir = join(outDir, 'assets');
  // Built as if into dist/client (see placeIndependentBuild.ts), then written to outDir.
  const nominalDir = buildOutputPaths(NOMINAL_DIST_DIR).clientDir;
  const nominalAssetsDir = join(nominalDir, 'assets');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const [app, boot, tryIt] = await Promise.all([
    // The app: an ES module, deferred by nature, that hydrates the page.
    build({
      ...shared,
      entryPoints: [join(projectRoot, 'client/entry.tsx')],
      outdir: nominalAssetsDir,
      format: 'esm',
      jsx: 'automatic',
      plugins: [brandStyles, siteStyles(contentRoot)],
    }),
    // The boot script: a classic script that blocks rendering for a moment (see client/boot/boot.ts).
    build({
      ...shared,
      entryPoints: [join(projectRoot, 'client/boot/boot.ts')],
      outdir: nominalAssetsDir,
      format: 'iife',
    }),
    // The try-it panel: an ES module the app imports when a reader first opens a panel, so that
    // it is never part of a first visit (see client/tryIt/useTryIt.ts).
    build({
      ...shared,
      entryPoints: [join(projectRoot, 'client/tryIt/tryItPanel.ts')],
      outdir: nominalAssetsDir,
      format: 'esm',
    }),
  ]);
  await writeOutputs([...app.outputFiles, ...boot.outputFiles, ...tryIt.outputFiles], nominalDir, outDir);

  // Metafile paths are relative to the working folder, the repository.
  const toUrl = (file: string) => `/${relative(nominalDir, join(projectRoot, file)).split('\\').join('/')}`;
  const appEntry = entryOutput(app.metafile as Metafile);
  if (!appEntry.cssBundle) throw new Error('The client build produced no stylesheet');
  const assets: ClientAssets = {
    script: toUrl(appEntry.file),
    stylesheet: toUrl(appEntry.cssBundle),
    bootScript: toUrl(entryOutput(boot.metafile as Metafile).file),
    tryItScript: toUrl(entryOutput(tryIt.metafile as Metafile).file),
  };
  await writeFile(join(outDir, CLIENT_MANIFEST_FILE), JSON.stringify(assets, null, 2));
  if (compress) await precompress(assetsDir);
  return assets;
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each script and stylesheet: the smallest
 * forms, computed once per build because brotli 11 is far too slow for a request.
 */
async function precompress(assetsDir: string): Promise<void> {
  const names = (await readdir(assetsDir)).filter(isPrecompressedAsset);
  await Promise.all(
    names.map(async (name) => {
      const file = join(assetsDir, name);
      const bytes = await readFile(file);
      const forms = precompressedForms(file);
      await writeFile(
        forms.br,
        brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
      );
      await writeFile(forms.gzip, machineIndependentGzip(bytes));
    }),
  );
}

const GZIP_OS_BYTE = 9;

/**
 * zlib's gzip header already has no time in it (MTIME 0), but names the operating system zlib
 * was compiled for (3 on Linux, 19 on macOS, 10 on Windows): RFC 1952's 255, "unknown", instead,
 * so the file does not say where it was built. The header has no checksum to update.
 */
function machineIndependentGzip(bytes: Buffer): Buffer {
  const gzip = gzipSync(bytes, { level: 9 });
  gzip[GZIP_OS_BYTE] = 255;
  return gzip;
}

function entryOutput(metafile: Metafile): { file: string; cssBundle?: string } {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint);
  if (!found) throw new Error('The client build produced no entry script');
  return { file: found[0], cssBundle: found[1].cssBundle };
}
