/**
 * The names a page's JSX can use without asking anything else for them: those it defines itself
 * (`export const Box = …`, `export function Box() {}`, a plain `const`) and those it imports
 * (remarkMdxImports.ts keeps every import, the partials' included, in `file.data.pageImports`).
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export function namesOfPage(tree: Root, file: VFile): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type === 'VariableDeclaration') {
        for (const item of declaration.declarations) if (item.id.type === 'Identifier') names.add(item.id.name);
      } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
        names.add(declaration.id.name);
      }
    }
  });
  for (const { declaration } of file.data.pageImports ?? [])
    for (const specifier of declaration.specifiers) names.add(specifier.local.name);
  return names;
}

/** The name a JSX element's component is looked up by: `Box` for `<Box>` and `<Box.Item>`; null for HTML. */
export function componentRoot(name: string | null): string | null {
  if (name === null) return null;
  const root = name.split('.')[0] as string;
  return /^[A-Z]/.test(root) || name.includes('.') ? root : null;
}
