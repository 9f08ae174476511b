/** Validates a doc's front matter into the fields the portal uses. */

export interface DocFrontMatter {
  title: string;
  description: string;
  /** Order inside the doc's category; docs without one sort after those with one, by title. */
  sidebarPosition: number | undefined;
  /** Shorter label for the sidebar; defaults to the title. */
  sidebarLabel: string | undefined;
}

/** Thrown for a doc whose front matter is missing or mistyped; the message names the file. */
export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

export function parseFrontMatter(matter: Record<string, unknown>, file: string): DocFrontMatter {
  const fail = (problem: string): never => {
    throw new FrontMatterError(`${file}: front matter ${problem}`);
  };
  const { title, description, sidebar_position: position, sidebar_label: label } = matter;
  if (typeof title !== 'string' || title.trim() === '') fail('needs a non-empty string "title"');
  if (typeof description !== 'string' || description.trim() === '') {
    fail('needs a non-empty string "description"');
  }
  if (position !== undefined && (typeof position !== 'number' || !Number.isFinite(position))) {
    fail('"sidebar_position" must be a number');
  }
  if (label !== undefined && typeof label !== 'string') fail('"sidebar_label" must be a string');
  return {
    title: (title as string).trim(),
    description: (description as string).trim(),
    sidebarPosition: position as number | undefined,
    sidebarLabel: label as string | undefined,
  };
}
