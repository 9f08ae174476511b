import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../tests/support/tempDocs.ts';
import { buildFingerprint, isInstanceInput } from './buildFingerprint.ts';

const contentRoot = tempDocsWriter();

describe('buildFingerprint', () => {
  it('changes with an imported site’s code and a further docs instance’s files, not with what the build ignores', async () => {
    const root = await contentRoot({
      'docs/intro.md': '# Intro\n',
      'site/src/Box.jsx': 'export default () => null;\n',
      'api_docs/intro.md': '# API\n',
      'api_sidebars.ts': 'export default {};\n',
    });
    const first = await buildFingerprint(root);
    expect(await buildFingerprint(root)).toBe(first);
    await writeFile(join(root, 'site/src/Box.jsx'), 'export default () => "box";\n');
    const second = await buildFingerprint(root);
    expect(second).not.toBe(first);
    await writeFile(join(root, 'api_docs/intro.md'), '# API, changed\n');
    const third = await buildFingerprint(root);
    expect(third).not.toBe(second);
    await writeFile(join(root, 'api_sidebars.ts'), 'export default { api: [] };\n');
    const fourth = await buildFingerprint(root);
    expect(fourth).not.toBe(third);
    await mkdir(join(root, 'notes'));
    await writeFile(join(root, 'notes/todo.txt'), 'not an input\n');
    expect(await buildFingerprint(root)).toBe(fourth);
  });

  it('knows the files of a further docs instance by their names', () => {
    for (const name of [
      'api_docs',
      'api_versions.json',
      'api_versioned_docs',
      'api_versioned_sidebars',
      'api_sidebars.ts',
      'community_sidebars.js',
    ])
      expect(isInstanceInput(name), name).toBe(true);
    for (const name of ['docs', 'versioned_docs', 'my_notes', '_docs', '.x_docs', 'api_sidebars.md'])
      expect(isInstanceInput(name), name).toBe(false);
  });
});
