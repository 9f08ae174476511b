/**
 * Reading the attributes of an MDX JSX element at build time: literal values (`label="Swift"`,
 * `default`, `values={[{label: 'A', value: 'a'}]}`), evaluated from their parsed form without
 * running any code. Anything that is not a literal is reported, never guessed.
 */
import type { Expression, Node as EstreeNode, Program } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A value JSON can hold: what a literal attribute may be. */
export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

/** Thrown for an attribute the build cannot read without running code. */
export class NotALiteral extends Error {}

function literalOf(node: EstreeNode): Literal {
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp || typeof node.value === 'bigint' || node.value === undefined) break;
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new NotALiteral('a spread or hole in an array');
        return literalOf(element);
      });
    case 'ObjectExpression': {
      const value: Record<string, Literal> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) throw new NotALiteral('a computed or spread property');
        const key = property.key.type === 'Identifier' ? property.key.name : literalOf(property.key);
        value[String(key)] = literalOf(property.value);
      }
      return value;
    }
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number')
        return -node.argument.value;
      break;
    default:
  }
  throw new NotALiteral(`a computed value (${node.type})`);
}

/** The literal an MDX expression (`{…}`) holds, from the estree MDX attached to it. */
export function expressionLiteral(estree: Program | null | undefined): Literal {
  const statement = estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') throw new NotALiteral('an empty expression');
  return literalOf(statement.expression as Expression);
}

/** An attribute's value: its literal, `true` when written bare (`default`), undefined when absent. */
export function attribute(node: JsxElement, name: string): Literal | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (attr.value === null || attr.value === undefined) return true;
    if (typeof attr.value === 'string') return attr.value;
    return expressionLiteral(attr.value.data?.estree);
  }
  return undefined;
}

/** An attribute that must be text when present. */
export function textAttribute(node: JsxElement, name: string): string | undefined {
  const value = attribute(node, name);
  if (value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new NotALiteral(`"${name}" must be text`);
}
