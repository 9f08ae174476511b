/** How a Markdown file's path becomes its route. */
import { DOCS_ROUTE_BASE } from '../../shared/docsRoutes.ts';

/** `ios/installation.md` → `/docs/ios/installation`; an `index.md` stands for its folder. */
export function routeForDocFile(file: string, routeBase = DOCS_ROUTE_BASE): string {
  const withoutExtension = file.replace(/\.md$/, '').replace(/(^|\/)index$/, '');
  return withoutExtension === '' ? routeBase : `${routeBase}/${withoutExtension}`;
}
