/**
 * When each doc last changed: its last commit's date from git (one `git log` for the whole
 * folder, not one per file). Never the file's modification time: a fresh clone's files all carry
 * the time of the clone, so two replicas built from one commit would disagree (and so would their
 * pages' ETags). A file git knows nothing of (no repository, or not committed yet) gets the
 * build's SOURCE_DATE_EPOCH when set (https://reproducible-builds.org/specs/source-date-epoch/),
 * else no date at all.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Starts each commit's line; `%x00` is git's own escape, as a process argument cannot hold a NUL. */
const COMMIT_MARK = '\u0000';

/** Last commit date (ISO 8601) by path relative to `dir`; empty when git has nothing to say. */
export const lastCommitDates = (dir: string) => commitDates(dir, 'last');

/** First commit date (ISO 8601), when each file was added: a blog post's date when nothing else gives it. */
export const firstCommitDates = (dir: string) => commitDates(dir, 'first');

async function commitDates(dir: string, which: 'first' | 'last'): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  let stdout: string;
  try {
    ({ stdout } = await run('git', ['-C', dir, 'log', '--format=%x00%cI', '--name-only', '--relative', '--', '.'], {
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch {
    return dates; // not a repository, or no git installed
  }
  let date = '';
  for (const line of stdout.split('\n')) {
    // In UTC, as the page prints it: the committer's offset would shift the sitemap's day.
    if (line.startsWith(COMMIT_MARK)) date = new Date(line.slice(1)).toISOString();
    // Newest commits come first, so the first date seen for a file is its last change, the last its first.
    else if (line !== '' && (which === 'first' || !dates.has(line))) dates.set(line, date);
  }
  return dates;
}

/** The date SOURCE_DATE_EPOCH (whole seconds since 1970) names, or null when it is unset. */
export function sourceDateEpoch(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.SOURCE_DATE_EPOCH;
  if (value === undefined || value === '') return null;
  if (!/^\d+$/.test(value))
    throw new Error(`SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, got "${value}"`);
  return new Date(Number(value) * 1000).toISOString();
}

export function lastUpdated(file: string, commitDates: Map<string, string>, fallback: string | null): string | null {
  return commitDates.get(file) ?? fallback;
}
