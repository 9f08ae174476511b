/** The hashed client files a page links to, as recorded by the client build. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ClientAssets {
  /** URL of the module script, e.g. `/assets/entry-5F2KQ7XA.js`. */
  script: string;
  /** URL of the stylesheet, e.g. `/assets/entry-3JZL2T4C.css`. */
  stylesheet: string;
  /** URL of the render-blocking boot script (colour mode before first paint), e.g. `/assets/boot-Q2W3E4R5.js`. */
  bootScript: string;
  /** URL of the try-it panel's module, loaded when a reader opens a panel, e.g. `/assets/tryItPanel-7K3M2Q1Z.js`. */
  tryItScript: string;
}

export const CLIENT_MANIFEST_FILE = 'manifest.json';

export async function readClientAssets(clientDir: string): Promise<ClientAssets> {
  const file = join(clientDir, CLIENT_MANIFEST_FILE);
  let manifest: Partial<ClientAssets>;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<ClientAssets>;
  } catch (error) {
    throw new Error(
      `Cannot read the client manifest ${file}: run "npm run build" first (${(error as Error).message})`,
      { cause: error },
    );
  }
  const { script, stylesheet, bootScript, tryItScript } = manifest;
  if ([script, stylesheet, bootScript, tryItScript].some((url) => typeof url !== 'string')) {
    throw new Error(
      `The client manifest ${file} lacks "script", "stylesheet", "bootScript" or "tryItScript": run "npm run build"`,
    );
  }
  return { script, stylesheet, bootScript, tryItScript } as ClientAssets;
}
