/**
 * The packages the build names as not installed in the site (`cannot import X "pkg": the package
 * is not installed`, or `site/src/x.tsx:2: "pkg" is not installed in the site`), each once, with
 * the version range the site's package.json asks for (`react-feather@^2.0.10`), so the import can
 * say what to install.
 */
import { declaredRange } from './declaredRange.ts';

const NOT_INSTALLED = [/"([^"]+)" is not installed in the site/g, /"([^"]+)": the package is not installed/g];

/** `@scope/name` or `name` of an import path (`react-lite-youtube-embed/dist/x.css`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

export function packagesNotInstalled(problems: string[], siteDir: string): string[] {
  const names = new Set<string>();
  for (const line of problems)
    for (const pattern of NOT_INSTALLED)
      for (const [, specifier] of line.matchAll(pattern)) names.add(packageOf(specifier!));
  return [...names].sort().map((name) => {
    const range = declaredRange(siteDir, name);
    return range ? `${name}@${range}` : name;
  });
}
