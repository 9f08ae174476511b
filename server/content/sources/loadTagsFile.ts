/**
 * A docs version's tags file, as Docusaurus reads it: `tags.yml` in the version's folder, each key
 * a tag that front matter names (`ios: { label: iOS, permalink: /ios-sdk, description: … }`, or
 * `ios:` with nothing for the defaults).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

/** A tag as a page names it and is listed: its label, its page below the tags route, its description. */
export interface TagDefinition {
  label: string;
  /** Below the version's tags route, starting with `/`: `/ios-sdk`. */
  permalink: string;
  description?: string;
}

/** The tags file's definitions by key (what front matter writes); empty without a file. */
export type TagsFile = Record<string, Partial<TagDefinition>>;

export const TAGS_FILE_NAME = 'tags.yml';

const tagsFileSchema = z.record(
  z.string(),
  z
    .object({
      label: z.string().min(1).optional(),
      permalink: z.string().min(1).optional(),
      description: z.string().optional(),
    })
    .strict()
    .nullable(),
);

/** Reads `<dir>/tags.yml`; a file that is not a map of tags is one line naming it. */
export async function loadTagsFile(dir: string, displayDir: string): Promise<TagsFile> {
  const display = `${displayDir}/${TAGS_FILE_NAME}`;
  let text: string;
  try {
    text = await readFile(join(dir, TAGS_FILE_NAME), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let data: unknown;
  try {
    data = parse(text) ?? {};
  } catch (error) {
    throw new Error(`${display}: cannot be read as YAML: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  const result = tagsFileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
    throw new Error(
      `${display}: must map each tag to { label, permalink, description } (or nothing)${where}: ${issue?.message ?? ''}`,
    );
  }
  return Object.fromEntries(Object.entries(result.data).map(([key, value]) => [key, value ?? {}]));
}
