/** Validates a doc's front matter into the fields the portal uses, as Docusaurus reads them. */
import { z } from 'zod';
import { quoteUrl, unsafeUrlReason } from '../../../shared/safeUrl.ts';

const text = (name: string) => z.string({ error: `"${name}" must be a string` });
/** A field that, when present, must hold some text. */
const nonEmptyText = (name: string) => {
  const error = `"${name}" must be a non-empty string`;
  return z.string({ error }).trim().min(1, { error });
};
const flag = (name: string) => z.boolean({ error: `"${name}" must be true or false` });
/** A doc id or `null` (Docusaurus's way to turn a default off). */
const docIdOrNull = (name: string) => z.union([z.string(), z.null()], { error: `"${name}" must be a doc id or null` });

/**
 * The front matter the portal reads, one line a field, named as Docusaurus names them
 * (https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs#markdown-front-matter).
 * Fields it does not know are ignored, as Docusaurus ignores them. Each issue's message completes
 * "<file>: front matter …".
 */
const frontMatterFields = z.object({
  /** Defaults to the first `# heading`, else the file's id. */
  title: nonEmptyText('title').optional(),
  /** Defaults to the first paragraph. */
  description: nonEmptyText('description').optional(),
  /** Replaces the file name (number prefix stripped) in the doc's id and default route. */
  id: nonEmptyText('id')
    .refine((id) => !id.includes('/'), { error: '"id" must not contain "/"' })
    .optional(),
  /** The route, absolute (`/intro`, under the docs base) or relative to the file's folder. */
  slug: nonEmptyText('slug').optional(),
  /** Order inside the doc's category; docs without one sort after those with one, by label. */
  sidebar_position: z.number({ error: '"sidebar_position" must be a number' }).optional(),
  /** Shorter label for the sidebar; defaults to the title. */
  sidebar_label: text('sidebar_label').optional(),
  sidebar_class_name: text('sidebar_class_name').optional(),
  /** With several sidebars: the one shown beside this page. */
  displayed_sidebar: z.union([z.string(), z.null()], { error: '"displayed_sidebar" must be a string' }).optional(),
  hide_title: flag('hide_title').optional(),
  hide_table_of_contents: flag('hide_table_of_contents').optional(),
  /** The label of the previous/next links that lead to this page. */
  pagination_label: text('pagination_label').optional(),
  pagination_next: docIdOrNull('pagination_next').optional(),
  pagination_prev: docIdOrNull('pagination_prev').optional(),
  keywords: z.array(z.string(), { error: '"keywords" must be a list of strings' }).optional(),
  /**
   * The doc's tags: a label (`Getting started`), a key of the version's `tags.yml`, or a tag of its
   * own (`{ label, permalink, description }`); each has a page at `<version route>/tags/<permalink>`.
   */
  tags: z
    .array(
      z.union(
        [
          nonEmptyText('tags'),
          z.object({
            label: nonEmptyText('tags[].label'),
            permalink: nonEmptyText('tags[].permalink'),
            description: text('tags[].description').optional(),
          }),
        ],
        { error: 'each of "tags" must be a tag name or an object with "label" and "permalink"' },
      ),
      { error: '"tags" must be a list of tag names or { label, permalink } objects' },
    )
    .optional(),
  /** The social card image (`og:image`): a URL or a path on the site. */
  image: text('image').optional(),
  /** Replaces the "Edit this page" link; `null` removes it. */
  custom_edit_url: z
    .union([z.string(), z.null()], { error: '"custom_edit_url" must be a URL or null' })
    // The page's "Edit this page" link: never a URL that runs script (shared/safeUrl.ts).
    .superRefine((value, context) => {
      const reason = value === null ? null : unsafeUrlReason(value);
      if (reason && value !== null)
        context.addIssue({ code: 'custom', message: `"custom_edit_url" ${quoteUrl(value)} is not allowed: ${reason}` });
    })
    .optional(),
  last_update: z
    .object(
      {
        date: z.union([z.string(), z.date()], { error: '"last_update.date" must be a date' }).optional(),
        author: text('last_update.author').optional(),
      },
      { error: '"last_update" must be an object with "date" and/or "author"' },
    )
    .optional(),
  /** Built only by the dev server. */
  draft: flag('draft').optional(),
  /** Built and reachable by its URL, but left out of the sidebar, search, the sitemap and indexing. */
  unlisted: flag('unlisted').optional(),
  format: z.enum(['md', 'mdx', 'detect'], { error: '"format" must be md, mdx or detect' }).optional(),
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

/** Thrown for a doc whose front matter is mistyped; the message names the file and every problem. */
export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

export function parseFrontMatter(matter: Record<string, unknown>, file: string): DocFrontMatter {
  const result = frontMatterSchema.safeParse(matter);
  if (!result.success) {
    // Every problem, in the order of the fields above, one line each naming the file.
    const problems = result.error.issues.map((issue) => `${file}: front matter ${issue.message}`);
    throw new FrontMatterError(problems.join('\n'));
  }
  return result.data;
}
