/**
 * Waits for every file's work and reports every failure, in file order, so that a run names all
 * the problems of the docs at once, the same way each time (with Promise.all, whichever file
 * failed first would be the only one named).
 */
export class DocsErrors extends Error {
  override name = 'DocsErrors';

  constructor(readonly messages: string[]) {
    super(messages.join('\n'));
  }
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/** One line for each problem an error names. */
export const linesOf = (reason: unknown): string[] => messageOf(reason).split('\n').filter(Boolean);

/** What succeeded, and one line for each problem of what failed. */
export async function settleAll<T>(work: Promise<T>[]): Promise<{ values: T[]; problems: string[] }> {
  const settled = await Promise.allSettled(work);
  const values: T[] = [];
  const problems: string[] = [];
  for (const result of settled) {
    if (result.status === 'fulfilled') values.push(result.value);
    else problems.push(...linesOf(result.reason));
  }
  return { values, problems };
}

/** Throws every problem at once, sorted by file, then line. */
export function throwProblems(problems: string[]): void {
  if (problems.length > 0) throw new DocsErrors([...problems].sort(byFileThenLine));
}

/** `docs/a.md:12: …` sorts by file name, then by line as a number. */
export function byFileThenLine(a: string, b: string): number {
  const [fileA = a, lineA = ''] = a.split(':');
  const [fileB = b, lineB = ''] = b.split(':');
  if (fileA !== fileB) return fileA < fileB ? -1 : 1;
  return (Number(lineA) || 0) - (Number(lineB) || 0);
}
