/**
 * The service's facts (SDK versions, minimum OS versions, dashboard labels, default strings,
 * limits) from `_facts.yaml` in the docs folder, flattened to dotted names: `ios.sdkVersion`.
 * Pages use them as `{{ios.sdkVersion}}`, so a fact is written once and cannot drift.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

export type Facts = ReadonlyMap<string, string>;

export const FACTS_FILE = '_facts.yaml';

export async function loadFacts(docsDir: string, displayDir = 'docs'): Promise<Facts> {
  const displayPath = `${displayDir}/${FACTS_FILE}`;
  let text: string;
  try {
    text = await readFile(join(docsDir, FACTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  return parseFacts(text, displayPath);
}

export function parseFacts(text: string, displayPath: string): Facts {
  const document = parseDocument(text, { uniqueKeys: true });
  const [error] = document.errors;
  if (error) throw new Error(`${displayPath}: ${error.message.split('\n')[0]}`);
  const facts = new Map<string, string>();
  const flatten = (value: unknown, name: string) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      facts.set(name, String(value));
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (!/^[A-Za-z][\w-]*$/.test(key))
          throw new Error(`${displayPath}: "${key}" is not a fact name (letters, digits, - and _)`);
        flatten(child, name ? `${name}.${key}` : key);
      }
    } else {
      throw new Error(`${displayPath}: "${name}" must be a text, a number or a group of facts`);
    }
  };
  flatten(document.toJS() ?? {}, '');
  return facts;
}
