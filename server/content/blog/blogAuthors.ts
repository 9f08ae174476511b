/**
 * A blog's authors as Docusaurus reads them: `authors.yml` (or `.json`) in the blog's folder, keyed
 * by the names posts use (`authors: [jane, joe]`), and authors written out in a post's front matter
 * (`authors: { name, title, url, image_url }`, or the older `author`, `author_title`, `author_url`,
 * `author_image_url`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import kebabCase from 'lodash.kebabcase';
import { parse } from 'yaml';
import { z } from 'zod';
import { quoteUrl, unsafeUrlReason } from '../../../shared/safeUrl.ts';
import type { BlogAuthor } from './blogPost.ts';

/** A URL an author's link or picture may have: never one that runs script. */
const safeUrl = z.string().superRefine((value, context) => {
  const reason = unsafeUrlReason(value);
  if (reason) context.addIssue({ code: 'custom', message: `${quoteUrl(value)} is not allowed: ${reason}` });
});

const authorFields = z
  .object({
    name: z.string().optional(),
    title: z.string().optional(),
    url: safeUrl.optional(),
    image_url: safeUrl.optional(),
    imageURL: safeUrl.optional(),
    email: z.string().optional(),
    socials: z.record(z.string(), z.string()).optional(),
    page: z.union([z.boolean(), z.object({ permalink: z.string().min(1) })]).optional(),
  })
  .loose();
type AuthorFields = z.infer<typeof authorFields>;

/** The authors file's authors by key; empty without a file. */
export type AuthorsMap = Map<string, AuthorFields>;

/** Docusaurus's social platforms: a handle becomes its profile's URL; a URL stays as written. */
const SOCIAL_PROFILES: Record<string, (handle: string) => string> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (handle) => `https://stackoverflow.com/users/${handle}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
};

function socialUrls(socials: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!socials) return undefined;
  return Object.fromEntries(
    Object.entries(socials).flatMap(([platform, value]) => {
      const url = /^https?:\/\//.test(value) ? value : SOCIAL_PROFILES[platform]?.(value.replace(/^@/, ''));
      return url && unsafeUrlReason(url) === null ? [[platform, url]] : [];
    }),
  );
}

const authorOf = (fields: AuthorFields, key: string | undefined, authorsRoute: string): BlogAuthor => {
  const imageUrl = fields.image_url ?? fields.imageURL;
  const socials = socialUrls(fields.socials);
  const page =
    key === undefined || fields.page === undefined || fields.page === false
      ? undefined
      : `${authorsRoute}/${fields.page === true ? kebabCase(key) : fields.page.permalink.replace(/^\/+/, '')}`;
  return {
    ...(key !== undefined ? { key } : {}),
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.url !== undefined ? { url: fields.url } : {}),
    ...(imageUrl !== undefined ? { imageUrl } : {}),
    ...(fields.email !== undefined ? { email: fields.email } : {}),
    ...(socials && Object.keys(socials).length > 0 ? { socials } : {}),
    ...(page !== undefined ? { page } : {}),
  };
};

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`).join('; ');

/** Reads the blog's authors file (`authorsMapPath`, YAML or JSON); a malformed one is one line naming it. */
export async function loadAuthorsMap(dir: string, displayDir: string, authorsMapPath: string): Promise<AuthorsMap> {
  const display = `${displayDir}/${authorsMapPath}`;
  let text: string;
  try {
    text = await readFile(join(dir, authorsMapPath), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new Error(`${display}: not valid YAML (${(error as Error).message.split('\n')[0]})`, { cause: error });
  }
  const parsed = z.record(z.string(), authorFields).safeParse(data ?? {});
  if (!parsed.success) throw new Error(`${display}: not a map of authors by key (${issuesOf(parsed.error)})`);
  return new Map(Object.entries(parsed.data));
}

/** An entry of `authors`: a key of the authors file, or an author written out. */
const frontMatterAuthor = z.union([z.string().min(1), authorFields]);
const blogAuthorFrontMatter = z
  .object({
    authors: z.union([frontMatterAuthor, z.array(frontMatterAuthor)]).optional(),
    author: z.string().optional(),
    author_title: z.string().optional(),
    authorTitle: z.string().optional(),
    author_url: safeUrl.optional(),
    authorURL: safeUrl.optional(),
    author_image_url: safeUrl.optional(),
    authorImageURL: safeUrl.optional(),
  })
  .loose();

/**
 * The post's authors, in its front matter's order. A key the authors file lacks, or a field of the
 * wrong type, is one line naming the post: Docusaurus stops the build on them too.
 */
export function postAuthors(
  matter: Record<string, unknown>,
  authorsMap: AuthorsMap,
  { sourcePath, authorsFile, authorsRoute }: { sourcePath: string; authorsFile: string; authorsRoute: string },
): BlogAuthor[] {
  const parsed = blogAuthorFrontMatter.safeParse(matter);
  if (!parsed.success) throw new Error(`${sourcePath}: front matter "authors": ${issuesOf(parsed.error)}`);
  const fields = parsed.data;
  const legacyName = fields.author;
  if (fields.authors === undefined) {
    if (legacyName === undefined) return [];
    return [
      authorOf(
        {
          name: legacyName,
          title: fields.author_title ?? fields.authorTitle,
          url: fields.author_url ?? fields.authorURL,
          image_url: fields.author_image_url ?? fields.authorImageURL,
        },
        undefined,
        authorsRoute,
      ),
    ];
  }
  const entries = Array.isArray(fields.authors) ? fields.authors : [fields.authors];
  return entries.map((entry) => {
    if (typeof entry !== 'string') {
      // `{ key: jane, title: 'Guest' }` takes jane from the file and overrides what it names.
      const key = typeof entry.key === 'string' ? entry.key : undefined;
      const known = key === undefined ? {} : authorsMap.get(key);
      if (known === undefined)
        throw new Error(`${sourcePath}: front matter "authors": "${key}" is not in ${authorsFile}`);
      return authorOf({ ...known, ...entry }, key, authorsRoute);
    }
    const known = authorsMap.get(entry);
    if (known === undefined) {
      const keys = [...authorsMap.keys()];
      throw new Error(
        `${sourcePath}: front matter "authors": "${entry}" is not in ${authorsFile}${keys.length > 0 ? ` (it has ${keys.join(', ')})` : ' (there is no such file)'}`,
      );
    }
    return authorOf(known, entry, authorsRoute);
  });
}

/** Every author of the file, in its order, for the authors list (those with `page` also get a page). */
export const authorsOfFile = (authorsMap: AuthorsMap, authorsRoute: string): BlogAuthor[] =>
  [...authorsMap].map(([key, fields]) => authorOf(fields, key, authorsRoute));
