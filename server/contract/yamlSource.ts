/**
 * A YAML file parsed with its positions kept, so that any JSON pointer into the parsed value can be
 * named by its line: what makes a contract error point at the line to fix.
 */
import { ContractError } from './contractProblem.ts';
import { cutSentences } from './cutSentences.ts';
import { isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, type Document } from 'yaml';

export interface YamlSource {
  /** The file as messages name it, relative to the project (`api/openapi.yaml`). */
  displayPath: string;
  text: string;
  value: unknown;
  /** The 1-based line of the node a JSON pointer names, or of its nearest existing ancestor. */
  lineOf(pointer: string): number;
}

/** RFC 6901: `/paths/~1chat~1messages/post` → `['paths', '/chat/messages', 'post']`. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function pointerOf(tokens: (string | number)[]): string {
  return tokens.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function parseYamlSource(text: string, displayPath: string): YamlSource {
  const lineCounter = new LineCounter();
  // Version 1.2 core schema: `on`/`yes` stay strings, as JSON Schema readers expect.
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const [first] = document.errors;
  if (first) {
    const line = lineCounter.linePos(first.pos[0]).line;
    throw new ContractError([`${displayPath}:${line}: ${first.message.split('\n')[0]}`]);
  }
  const cut = cutSentences(document, lineCounter, displayPath);
  if (cut.length > 0) throw new ContractError(cut);
  const value: unknown = document.toJS({ maxAliasCount: 1000 });
  const lineOf = (pointer: string) => {
    const node = nodeAt(document, pointerTokens(pointer));
    return node?.range ? lineCounter.linePos(node.range[0]).line : 1;
  };
  return { displayPath, text, value, lineOf };
}

/** Walks the YAML tree along the pointer (through aliases); stops at the deepest node that exists. */
function nodeAt(document: Document, tokens: string[]): Node | null {
  let node: Node | null = document.contents;
  for (const token of tokens) {
    if (isAlias(node)) node = node.resolve(document) ?? null;
    let next: unknown = null;
    if (isMap(node)) next = node.get(token, true);
    else if (isSeq(node) && /^\d+$/.test(token)) next = node.get(Number(token), true);
    if (!next || isScalar(node)) break;
    node = next as Node;
  }
  return node;
}
