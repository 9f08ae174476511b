/**
 * When each doc last changed: its last commit's date from git (one `git log` for the whole
 * folder, not one per file), else the file's modification time (uncommitted files, no git).
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const COMMIT_MARK = '\u0000';

/** Last commit date (ISO 8601) by path relative to `dir`; empty when git has nothing to say. */
export async function lastCommitDates(dir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  let stdout: string;
  try {
    ({ stdout } = await run('git', ['-C', dir, 'log', `--format=${COMMIT_MARK}%cI`, '--name-only', '--relative', '--', '.'], {
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch {
    return dates; // not a repository, or no git installed
  }
  let date = '';
  for (const line of stdout.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) date = line.slice(1);
    // Newest commits come first, so the first date seen for a file is its last change.
    else if (line !== '' && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

export async function lastUpdated(dir: string, file: string, commitDates: Map<string, string>): Promise<string> {
  return commitDates.get(file) ?? (await stat(join(dir, file))).mtime.toISOString();
}
