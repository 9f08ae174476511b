/** Every file below a folder, as paths from it with `/`, sorted; none when the folder does not exist. */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export async function folderFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
