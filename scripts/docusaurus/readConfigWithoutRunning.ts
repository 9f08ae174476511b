/**
 * Reads a `docusaurus.config.*` without running it, for configs that cannot be evaluated here
 * (they import presets, plugins and themes that are not installed): the file is parsed, and the
 * object it exports is read where it is written literally. Computed values (`prismThemes.github`,
 * `require(…)`) are left out and named; template literals keep their text parts
 * (`Copyright © ${year} Rocket, Inc.` → `Copyright ©  Rocket, Inc.`).
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'acorn';
import { transform } from 'esbuild';
import type { Expression, Node, Program } from 'estree';

export interface StaticRead {
  config: Record<string, unknown>;
  /** Dotted paths of the values that could not be read (`themeConfig.prism.theme`). */
  computed: string[];
}

const OMITTED = Symbol('computed');

function valueOf(node: Node, path: string, computed: string[]): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
    case 'ArrayExpression':
      return node.elements.flatMap((element, index) => {
        if (!element || element.type === 'SpreadElement') return [];
        const value = valueOf(element, `${path}[${index}]`, computed);
        return value === OMITTED ? [] : [value];
      });
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key =
          property.key.type === 'Identifier' ? property.key.name : String((property.key as { value: unknown }).value);
        const value = valueOf(property.value, path ? `${path}.${key}` : key, computed);
        if (value !== OMITTED) object[key] = value;
      }
      return object;
    }
    case 'UnaryExpression':
      if (node.operator === '!' && node.argument.type === 'Literal') return !node.argument.value;
      break;
    default:
  }
  computed.push(path);
  return OMITTED;
}

/** The expression the module exports: `export default …`, `module.exports = …`, through one `const`. */
function exportedExpression(program: Program): Expression | undefined {
  const declared = new Map<string, Expression>();
  let exported: Node | undefined;
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const item of statement.declarations)
        if (item.id.type === 'Identifier' && item.init) declared.set(item.id.name, item.init);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      exported = statement.declaration as Node;
    } else if (statement.type === 'ExportNamedDeclaration') {
      // esbuild writes `export default config` as `var x_default = config; export { x_default as default }`.
      const local = statement.specifiers.find(
        (specifier) => specifier.exported.type === 'Identifier' && specifier.exported.name === 'default',
      );
      if (local?.local.type === 'Identifier') exported = { type: 'Identifier', name: local.local.name };
    } else if (
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'AssignmentExpression' &&
      statement.expression.left.type === 'MemberExpression' &&
      statement.expression.left.object.type === 'Identifier' &&
      statement.expression.left.object.name === 'module'
    ) {
      exported = statement.expression.right;
    }
  }
  // Through as many `const a = b` as it takes.
  while (exported?.type === 'Identifier') exported = declared.get(exported.name);
  return exported as Expression | undefined;
}

export async function readConfigWithoutRunning(file: string): Promise<StaticRead> {
  const source = await readFile(file, 'utf8');
  // esbuild strips TypeScript and leaves the module's shape as written.
  const { code } = await transform(source, {
    loader: file.endsWith('.ts') ? 'ts' : 'js',
    format: 'esm',
    target: 'es2022',
  });
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  const expression = exportedExpression(program);
  // `(config)` or `config satisfies Config` arrive as the object itself after esbuild.
  if (expression?.type !== 'ObjectExpression')
    throw new Error('its exported value is not an object written in the file (a function or an import)');
  const computed: string[] = [];
  return { config: valueOf(expression, '', computed) as Record<string, unknown>, computed };
}
