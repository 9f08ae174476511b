/** Validates a doc's front matter into the fields the portal uses. */
import { z } from 'zod';

/** A field every doc must have: its text, trimmed. */
const requiredText = (name: string) => {
  const error = `needs a non-empty string "${name}"`;
  return z.string({ error }).trim().min(1, { error });
};

/**
 * The front matter the portal reads, one line a field, named as Docusaurus names them; fields it
 * does not know are ignored (as Docusaurus ignores them). Each issue's message completes
 * "<file>: front matter …".
 */
const frontMatterFields = z.object({
  title: requiredText('title'),
  description: requiredText('description'),
  /** Order inside the doc's category; docs without one sort after those with one, by title. */
  sidebar_position: z.number({ error: '"sidebar_position" must be a number' }).optional(),
  /** Shorter label for the sidebar; defaults to the title. */
  sidebar_label: z.string({ error: '"sidebar_label" must be a string' }).optional(),
});

type CamelCase<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Key;
type CamelCased<Fields> = { [Key in keyof Fields as CamelCase<Key & string>]: Fields[Key] };

const camelCase = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The schema of a doc's front matter; the portal's code reads the fields camel-cased (`sidebarPosition`). */
export const frontMatterSchema = frontMatterFields.transform(
  (fields) =>
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [camelCase(key), value])) as CamelCased<
      typeof fields
    >,
);

export type DocFrontMatter = z.infer<typeof frontMatterSchema>;

/** Thrown for a doc whose front matter is missing or mistyped; the message names the file. */
export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

export function parseFrontMatter(matter: Record<string, unknown>, file: string): DocFrontMatter {
  const result = frontMatterSchema.safeParse(matter);
  if (!result.success) {
    // The first problem, in the order of the fields above, as one line naming the file.
    throw new FrontMatterError(`${file}: front matter ${result.error.issues[0]?.message ?? 'is invalid'}`);
  }
  return result.data;
}
