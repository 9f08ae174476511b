import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { lastCommitDates, sourceDateEpoch } from './lastUpdated.ts';
import { loadDocs } from './loadDocs.ts';

const run = promisify(execFile);
const folder = tempDocsWriter();
const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\nText.\n`;

/** A repository whose one commit has a fixed date, plus a file that was never committed. */
async function repositoryWithOneCommit(): Promise<string> {
  const dir = await folder({ 'committed.md': page('Committed') });
  const git = (...args: string[]) =>
    run('git', ['-C', dir, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: '2024-03-05T12:00:00+02:00',
        GIT_COMMITTER_DATE: '2024-03-05T12:00:00+02:00',
      },
    });
  await git('init', '--quiet');
  await git('add', 'committed.md');
  await git('commit', '--quiet', '-m', 'Add a page');
  return dir;
}

afterEach(() => vi.unstubAllEnvs());

describe('lastCommitDates', () => {
  it('gives each committed file the date of its last commit, from one git log', async () => {
    const dir = await repositoryWithOneCommit();
    const dates = await lastCommitDates(dir);
    expect([...dates]).toEqual([['committed.md', '2024-03-05T10:00:00.000Z']]);
  });

  it('is empty outside a repository', async () => {
    expect((await lastCommitDates(await folder({ 'a.md': page('A') }))).size).toBe(0);
  });
});

describe('sourceDateEpoch', () => {
  it('reads whole seconds since 1970, and nothing when unset', () => {
    expect(sourceDateEpoch({ SOURCE_DATE_EPOCH: '1700000000' })).toBe('2023-11-14T22:13:20.000Z');
    expect(sourceDateEpoch({})).toBeNull();
    expect(() => sourceDateEpoch({ SOURCE_DATE_EPOCH: 'yesterday' })).toThrow(
      'SOURCE_DATE_EPOCH must be a whole number',
    );
  });
});

describe('a page’s last update, as the build records it', () => {
  it('is the commit date for a committed file, never the file’s modification time', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '');
    const dir = await repositoryWithOneCommit();
    await writeFile(join(dir, 'new.md'), page('New'));
    const { docs } = await loadDocs(dir);
    expect(docs.map((doc) => [doc.file, doc.lastUpdated])).toEqual([
      ['committed.md', '2024-03-05T10:00:00.000Z'],
      ['new.md', null],
    ]);
  });

  it('is SOURCE_DATE_EPOCH for files git does not know, when it is set', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '1700000000');
    const { docs } = await loadDocs(await folder({ 'a.md': page('A') }));
    expect(docs[0]?.lastUpdated).toBe('2023-11-14T22:13:20.000Z');
  });
});
