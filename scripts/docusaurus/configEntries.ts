/** How a Docusaurus config lists its presets and plugins, read the one way every part of the import reads it. */

/** The classic preset under each name a config may give it. */
export const CLASSIC_PRESETS = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `'name'` or `['name', options]`, as presets and plugins are listed. */
export function entries(list: unknown): { name: string; options: Record<string, unknown> }[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (typeof entry === 'string') return [{ name: entry, options: {} }];
    if (Array.isArray(entry) && typeof entry[0] === 'string')
      return [{ name: entry[0], options: isRecord(entry[1]) ? entry[1] : {} }];
    return [];
  });
}
