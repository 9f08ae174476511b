/**
 * A copy of what a build needs of the portal, its node_modules linked: where a test or the bench
 * imports a Docusaurus site, which writes into the project it runs in.
 */
import { cp, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../server/projectPaths.ts';

const BUILD_NEEDS = [
  'client',
  'server',
  'shared',
  'scripts',
  'public',
  'docs',
  'api',
  'package.json',
  'package-lock.json',
  'site.config.json',
  'tsconfig.json',
];

export async function copyPortalInto(dir: string): Promise<void> {
  for (const entry of BUILD_NEEDS) await cp(join(projectRoot, entry), join(dir, entry), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
}
