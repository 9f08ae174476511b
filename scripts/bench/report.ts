/**
 * The benchmark's report: the Markdown table `npm run bench` prints, and bench/results.md, the
 * same table with when, where and on what it was measured (handbook/performance.md explains it).
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** figure, measured value, target (empty for context rows), met? */
export type Row = [string, string, string, boolean | ''];

/** How the load was applied, as run.ts configured it. */
export interface LoadSettings {
  connections: number;
  seconds: number;
  rounds: number;
  tool: string;
}

export function formatTable(rows: Row[], tool: string): string {
  const lines = ['| figure | measured | target | met |', '|---|---|---|---|'];
  for (const [figure, value, target, met] of rows) {
    lines.push(`| ${figure} | ${value} | ${target} | ${met === '' ? '' : met ? 'yes' : 'no'} |`);
  }
  return `${lines.join('\n')}\n\nLoad generator: ${tool}. Server pinned to one core when taskset exists.\n`;
}

export function printTable(rows: Row[], tool: string): void {
  console.log(`\n${formatTable(rows, tool)}`);
}

/** The commit measured, `abc1234` (`abc1234+` with uncommitted changes); `unknown` outside git. */
export function currentCommit(cwd: string): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') === '' ? commit : `${commit}+`;
  } catch {
    return 'unknown';
  }
}

export interface ResultsContext {
  measuredAt: Date;
  commit: string;
  page: string;
  load: LoadSettings;
  corpusPages: number;
}

/** bench/results.md: the printed table, headed by the run's date, Node, commit and machine. */
export function resultsMarkdown(rows: Row[], context: ResultsContext): string {
  const { measuredAt, commit, page, load, corpusPages } = context;
  const header = [
    '# Benchmark results',
    '',
    'Written by `npm run bench`; handbook/performance.md explains each figure, its baseline and its target.',
    '',
    '| | |',
    '|---|---|',
    `| measured at | ${measuredAt.toISOString()} |`,
    `| commit | ${commit}${commit.endsWith('+') ? ' (with uncommitted changes)' : ''} |`,
    `| Node | ${process.version} |`,
    `| cores | ${availableParallelism()} (${process.platform}, ${process.arch}) |`,
    `| page under load | ${page} |`,
    `| load | ${load.connections} connections, ${load.seconds} s a run, ${load.rounds} rounds interleaved, ${load.tool} |`,
    `| generated corpus | ${corpusPages > 0 ? `${corpusPages} pages` : 'skipped (BENCH_CORPUS_PAGES=0)'} |`,
    '',
  ];
  return `${header.join('\n')}\n${formatTable(rows, load.tool)}`;
}
