/**
 * Runs constructs of an MDX page with the page's ESM in scope (siteCode/pageProgram.ts): its
 * imports (remarkMdxImports.ts keeps them in `file.data.pageImports`) and its other top-level
 * statements (`export const …`), read from the tree, Markdown's or HTML's, where MDX keeps them as
 * `mdxjsEsm` nodes. Each construct is a JavaScript expression (JSX allowed); each gives a value or
 * the one line that says why not. Nothing of it reaches the browser: only what it renders does.
 */
import { dirname, join, resolve } from 'node:path';
import type { Program } from 'estree';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { type CodeProblem, ImportFailure, type PageCode, preparePage } from '../siteCode/pageProgram.ts';
import { asSitePage, newSitePage, type SitePage } from '../siteCode/sitePage.ts';
import { runSiteCode, SiteCodeTimeout } from '../box/siteCodeBox.ts';
import { noteProblem } from './pageProblems.ts';

/** The page's code as pageProgram.ts runs it. */
export function pageCodeOf(tree: Node, file: VFile): PageCode {
  const statements: PageCode['statements'] = [];
  visit(tree, (node: Node) => {
    if (node.type !== 'mdxjsEsm') return;
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const statement of program?.body ?? []) if (statement.type !== 'ImportDeclaration') statements.push(statement);
  });
  const location = file.data.docLocation;
  const fromDir = location?.docsDir
    ? join(location.docsDir, dirname(location.file))
    : dirname(resolve(file.path || 'page.mdx'));
  return { path: file.path, fromDir, imports: file.data.pageImports ?? [], statements };
}

/** Loads the page's imports when nothing of the page runs, so that one that cannot be loaded is still named. */
export async function checkImports(file: VFile): Promise<void> {
  const page = pageCodeOf({ type: 'root' }, file);
  const prepared = await preparePage({ ...page, statements: [] }, []);
  for (const problem of prepared.problems) noteProblem(file, problem.line, problem.message);
}

/** A construct's result: its value, or its problem (already noted on the page) as printed. */
export type ConstructResult = { ok: true; value: unknown } | { ok: false; problem: string };

export interface Construct {
  /** A JavaScript expression. */
  code: string;
  /** The construct's line in the page. */
  line: number | undefined;
  /** What it is, for messages: `<Tabs> values`, `<PlatformSupport>`, `{version}`. */
  label: string;
  /** Which imported name it uses, if any, for messages: the element's own component. */
  source?: string;
}

/**
 * Evaluates `constructs`; `finish` turns each value into what the caller needs (React renders an
 * element there, inside the page's run), and may throw, which fails that construct alone.
 */
export async function evaluateConstructs<T>(
  tree: Node,
  file: VFile,
  constructs: Construct[],
  finish: (value: unknown, page: SitePage) => T,
): Promise<({ ok: true; value: T } | { ok: false; problem: string })[]> {
  const page = pageCodeOf(tree, file);
  const prepared = await preparePage(
    page,
    constructs.map((construct) => construct.code),
  );
  const sitePage = (file.data.sitePage ??= newSitePage(file.path, file.data.docLocation?.docsDir));
  const note = ({ line, message }: CodeProblem) => noteProblem(file, line, message);
  const evaluateAll = () => {
    // The page's own top-level code, then each construct: site code, in its box (siteCodeBox.ts).
    const scope = runSiteCode(`${file.path}: the page's code`, () => prepared.run());
    scope.problems.forEach(note);
    const { thunks } = scope;
    return constructs.map((construct, index) => {
      if (!Array.isArray(thunks)) return { ok: false as const, problem: note(thunks) };
      try {
        const what = `${file.path}:${construct.line ?? '?'}: ${construct.label}`;
        const value = runSiteCode(what, () => finish((thunks[index] as () => unknown)(), sitePage));
        return { ok: true as const, value };
      } catch (error) {
        if (error instanceof ImportFailure) return { ok: false as const, problem: note(error.problem) };
        const from = construct.source ? ` (from "${construct.source}")` : '';
        const reason = (error as Error)?.message ?? String(error);
        return {
          ok: false as const,
          problem: note({
            line: construct.line,
            message: `${construct.label}${from} failed at build time: ${explain(reason)}`,
          }),
        };
      }
    });
  };
  return asSitePage(sitePage, () => {
    // Quieted outside the box: code the watchdog stops runs no `finally` of its own.
    try {
      // The whole page under one watchdog (one costs a thread's start), the calls inside sharing it.
      return quietly(() => runSiteCode(`${file.path}`, evaluateAll));
    } catch (error) {
      if (!(error instanceof SiteCodeTimeout)) throw error;
      // Something ran too long: again, each call under a watchdog of its own, so that only what
      // runs too long fails, named at its line.
      return quietly(evaluateAll);
    }
  });
}

declare module 'vfile' {
  interface DataMap {
    /** The page as the portal's stand-ins see it (one for both of the page's runs: ids stay unique). */
    sitePage: SitePage;
  }
}

/** A render that needs the browser says so. */
function explain(reason: string): string {
  const global = /^(window|document|navigator|localStorage|sessionStorage|location|self) is not defined$/.exec(reason);
  if (!global) return reason;
  return `${reason}: it needs the browser, and the portal renders pages only on the server (wrap it in <BrowserOnly>)`;
}

/** React's development warnings (keys, props) about site code are the site's, not this build's. */
function quietly<T>(work: () => T): T {
  const { error, warn } = console;
  console.error = () => undefined;
  console.warn = () => undefined;
  try {
    return work();
  } finally {
    console.error = error;
    console.warn = warn;
  }
}
