/** A page's front matter read on its own, before it is compiled (routes come from `slug` and `id`). */
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';

export function readFrontMatter(text: string, displayPath: string): Record<string, unknown> {
  const file = new VFile({ value: text });
  try {
    matter(file);
  } catch (error) {
    // The YAML parser names the line inside the front matter, which starts on the file's line 2.
    const line = /at line (\d+)/.exec((error as Error).message)?.[1];
    const where = line ? `${displayPath}:${Number(line) + 1}` : displayPath;
    throw new Error(`${where}: front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`, {
      cause: error,
    });
  }
  const data = file.data.matter;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The page's text after its front matter (the `---` block at its start), as readers see it. */
export function withoutFrontMatter(text: string): string {
  return text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}
