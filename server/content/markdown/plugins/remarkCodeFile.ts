/**
 * `::code-file{src="./code/advoca-signature.js"}` shows a real file of the docs as a code block,
 * titled with its name, with a link to download it. The file is the one the samples' tests run,
 * so what readers copy is what CI checked. `src` is relative to the page and must stay inside the
 * version's docs folder; a missing file fails the build with the page and line.
 */
import { readFileSync } from 'node:fs';
import { extname, posix } from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { expandDirective } from './directiveExpansion.ts';

/** A file a page shows, served for download at `route`. */
export interface CodeFile {
  /** Path within the version's docs folder: `webhooks/code/advoca-signature.js`. */
  file: string;
  /** Where it is downloaded: `/docs/webhooks/code/advoca-signature.js`. */
  route: string;
  text: string;
}

declare module 'vfile' {
  interface DataMap {
    codeFiles: CodeFile[];
  }
}

/** Fence languages by file extension (the highlighter knows each). */
const LANGUAGE_BY_EXTENSION: Record<string, string> = {
  '.js': 'javascript',
  '.cjs': 'javascript',
  '.mjs': 'javascript',
  '.ts': 'typescript',
  '.php': 'php',
  '.rb': 'ruby',
  '.py': 'python',
  '.sh': 'bash',
  '.sql': 'sql',
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
};

export default function remarkCodeFile() {
  return (tree: Root, file: VFile) => {
    const codeFiles: CodeFile[] = [];
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (node.name !== 'code-file' || !parent || index === undefined) return;
      const location = file.data.docLocation;
      if (!location?.docsDir) return file.fail('::code-file needs the page to be part of a docs folder', node);
      const src = node.attributes?.src ?? '';
      const path = posix.normalize(posix.join(posix.dirname(location.file), src));
      if (!src || path.startsWith('../') || posix.isAbsolute(src)) {
        return file.fail(`::code-file src="${src}" must be a path relative to the page, inside the docs folder`, node);
      }
      const language = LANGUAGE_BY_EXTENSION[extname(path)];
      if (!language) {
        return file.fail(
          `::code-file cannot show "${src}": no language for ${extname(path) || 'files without an extension'}`,
          node,
        );
      }
      let text: string;
      try {
        text = readFileSync(posix.join(location.docsDir, path), 'utf8');
      } catch {
        return file.fail(`::code-file src="${src}": no such file (${path} in the docs folder)`, node);
      }
      const name = posix.basename(path);
      const route = `${location.routeBase}/${path}`;
      codeFiles.push({ file: path, route, text });
      // A fence longer than any backtick run in the file, so no line of it can close the block.
      const fence = '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((run) => run[0].length + 1)));
      // `norun="reason"` carries over to the block, for the samples check (scripts/checkSamples.ts).
      const norun = node.attributes?.norun ? ` norun="${node.attributes.norun.replaceAll('"', "'")}"` : '';
      const markdown = `${fence}${language} title="${name}"${norun}\n${text.replace(/\n$/, '')}\n${fence}\n\n[Download ${name}](${route})\n`;
      // Whole files are long; indexed, their identifiers would outweigh the prose that explains them.
      return expandDirective(node, index, parent, markdown, file, { codeOutOfSearch: true });
    });
    file.data.codeFiles = codeFiles;
  };
}
