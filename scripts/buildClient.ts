/** Bundles the browser code with esbuild into content-hashed files and records them in a manifest. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { type ClientAssets, CLIENT_MANIFEST_FILE } from '../server/render/clientAssets.ts';
import { projectRoot } from '../server/projectPaths.ts';

export async function buildClient(outDir: string): Promise<ClientAssets> {
  const assetsDir = join(outDir, 'assets');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const result = await build({
    entryPoints: [join(projectRoot, 'client/entry.tsx')],
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2020'],
    jsx: 'automatic',
    sourcemap: 'linked',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });

  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint);
  if (!entry?.[1].cssBundle) throw new Error('The client build produced no entry script with a stylesheet');
  const toUrl = (file: string) => `/${relative(outDir, join(projectRoot, file)).split('\\').join('/')}`;
  const assets: ClientAssets = { script: toUrl(entry[0]), stylesheet: toUrl(entry[1].cssBundle) };
  await writeFile(join(outDir, CLIENT_MANIFEST_FILE), JSON.stringify(assets, null, 2));
  return assets;
}
