/**
 * The version range a site declares for a package: in `dependencies` or `devDependencies` of the
 * nearest package.json naming it, from the site's folder up (beside the config, or a monorepo's
 * root); undefined when none does.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function declaredRange(siteDir: string, name: string): string | undefined {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    const range = rangeIn(join(dir, 'package.json'), name);
    if (range !== undefined || dirname(dir) === dir) return range;
  }
}

function rangeIn(file: string, name: string): string | undefined {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined; // No package.json here, or not JSON: look further up.
  }
  for (const key of ['dependencies', 'devDependencies']) {
    const range = (manifest?.[key] as Record<string, unknown> | undefined)?.[name];
    if (typeof range === 'string') return range;
  }
  return undefined;
}
