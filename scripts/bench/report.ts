/** Prints the benchmark as a Markdown table (pasted into the README's Performance section). */

/** figure, measured value, target (empty for context rows), met? */
export type Row = [string, string, string, boolean | ''];

export function printTable(rows: Row[], tool: string): void {
  console.log(`\n| figure | measured | target | met |\n|---|---|---|---|`);
  for (const [figure, value, target, met] of rows) {
    console.log(`| ${figure} | ${value} | ${target} | ${met === '' ? '' : met ? 'yes' : 'no'} |`);
  }
  console.log(`\nLoad generator: ${tool}. Server pinned to one core when taskset exists.\n`);
}
