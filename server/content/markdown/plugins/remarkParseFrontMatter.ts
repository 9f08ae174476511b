/** Parses the YAML front matter that remark-frontmatter recognised into `file.data.matter`. */
import { matter } from 'vfile-matter';
import type { VFile } from 'vfile';

/**
 * Reads front matter from the file itself without stripping it, so that positions reported for
 * the Markdown below it (link checks, errors) keep their real line numbers.
 */
export default function remarkParseFrontMatter() {
  return (_tree: unknown, file: VFile) => {
    matter(file);
  };
}
