/** How a Markdown file's path becomes its route. */

/** `ios/installation.md` → `/docs/ios/installation`; an `index.md` stands for its folder. */
export function routeForDocFile(file: string, routeBase = '/docs'): string {
  const withoutExtension = file.replace(/\.md$/, '').replace(/(^|\/)index$/, '');
  return withoutExtension === '' ? routeBase : `${routeBase}/${withoutExtension}`;
}
