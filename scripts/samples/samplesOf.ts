/**
 * Which code blocks of the docs are samples to run, and how. A block runs when its language has a
 * runtime here (bash, Node, PHP, Ruby, Python); the fence opts out with `fragment` (a piece of a
 * larger program) or `norun="reason"` (a whole program that needs what CI does not have). Blocks in
 * languages that cannot run here (Swift, Kotlin, …) are listed as skipped; data and markup (JSON,
 * XML, YAML, HTTP, CSS, HTML, SQL, plain text) are not samples at all. `flow="name"` makes a block
 * one step of a flow: the page's blocks of that name run in page order, sharing a folder and what
 * each step exports (scripts/samples/sampleFlow.ts).
 */
import type { CodeBlock } from '../../server/content/markdown/plugins/remarkCollectCodeBlocks.ts';

export type SampleRuntime = 'bash' | 'node' | 'php' | 'ruby' | 'python';

const RUNTIME_BY_LANGUAGE: Record<string, SampleRuntime> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  javascript: 'node',
  js: 'node',
  php: 'php',
  ruby: 'ruby',
  rb: 'ruby',
  python: 'python',
  py: 'python',
};

/** Not programs: what a page shows of data, markup and protocols. */
const NOT_SAMPLES = new Set(['json', 'xml', 'yaml', 'yml', 'http', 'css', 'html', 'sql', 'text', 'txt', 'plaintext']);

export type Sample =
  | { kind: 'run'; where: string; runtime: SampleRuntime; code: string; flow: string | null }
  | { kind: 'skip'; where: string; reason: string };

export interface FenceFlags {
  norun: string | null;
  fragment: boolean;
  /** The flow the block is a step of (`flow="first-call"`), or null. */
  flow: string | null;
}

/** `norun="…"`, `fragment` and `flow="…"` in a fence's meta. */
export function fenceFlags(meta: string | null): FenceFlags {
  const norun = /(?:^|\s)norun="([^"]*)"/.exec(meta ?? '');
  const flow = /(?:^|\s)flow="([^"]*)"/.exec(meta ?? '');
  const fragment = /(?:^|\s)fragment(?:\s|$)/.test((meta ?? '').replace(/"[^"]*"/g, '""'));
  return {
    norun: norun ? norun[1] || 'no reason given' : null,
    fragment,
    flow: flow ? flow[1]!.trim() || null : null,
  };
}

/** The page's blocks that are samples, each to run or skipped with its reason; `file` names them. */
export function samplesOf(file: string, blocks: CodeBlock[]): Sample[] {
  const samples: Sample[] = [];
  for (const block of blocks) {
    const language = (block.lang ?? '').toLowerCase();
    if (language === '' || NOT_SAMPLES.has(language)) continue;
    const where = `${file}:${block.line}`;
    const runtime = RUNTIME_BY_LANGUAGE[language];
    const { norun, fragment, flow } = fenceFlags(block.meta);
    if (!runtime) samples.push({ kind: 'skip', where, reason: `${language} does not run here` });
    else if (norun !== null) samples.push({ kind: 'skip', where, reason: `norun: ${norun}` });
    else if (fragment) samples.push({ kind: 'skip', where, reason: 'a fragment' });
    else samples.push({ kind: 'run', where, runtime, code: block.code, flow });
  }
  return samples;
}
