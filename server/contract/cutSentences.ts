/**
 * A plain scalar in a YAML flow mapping ends at the first comma: `{ description: Made, in UTC. }`
 * is a description "Made" and a key "in UTC." with no value. The parser accepts it, so the text is
 * silently cut and the document gains a junk key; this finds every such key in the source.
 */
import { isPair, isScalar, type Document, type LineCounter, type Pair, visit } from 'yaml';

export function cutSentences(document: Document, lineCounter: LineCounter, displayPath: string): string[] {
  const problems: string[] = [];
  visit(document, {
    Map(_key, map) {
      if (!map.flow) return;
      map.items.forEach((pair, index) => {
        // `{ a }` has a key and no `:` at all (a null value); `{ a: }` has an empty scalar.
        if (pair.value !== null || !isScalar(pair.key) || pair.key.type !== 'PLAIN') return;
        const line = lineCounter.linePos(pair.key.range?.[0] ?? 0).line;
        problems.push(
          `${displayPath}:${line}: ${describe(pair, map.items[index - 1])} looks like a sentence cut at a comma; quote the text`,
        );
      });
    },
  });
  return problems;
}

function describe(pair: Pair, before: Pair | undefined): string {
  const key = JSON.stringify(String((pair.key as { value: unknown }).value));
  if (!isPair(before) || !isScalar(before.value)) return `the key ${key} with no value`;
  const previous = `${String((before.key as { value: unknown }).value)}: ${String(before.value.value)}`;
  return `"${previous}" followed by the key ${key} with no value`;
}
