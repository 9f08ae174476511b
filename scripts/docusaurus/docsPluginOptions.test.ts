import { describe, expect, it } from 'vitest';
import { docsPluginInstances } from './docsPluginOptions.ts';

describe('docsPluginInstances', () => {
  it('takes the docs of the classic preset, and of any preset given docs options (one wrapping the classic preset)', () => {
    const instances = docsPluginInstances(
      {
        presets: [
          ['/tmp/stand-in-for/docusaurus-plugin-internaldocs-fb/docusaurus-preset', { docs: { path: '../docs' } }],
          ['some-other-preset', { theme: {} }],
        ],
      },
      '/site',
    );
    expect(instances.map(({ docsDir }) => docsDir)).toEqual(['/docs']);
  });

  it('gives the classic preset its default docs, unless docs: false', () => {
    expect(docsPluginInstances({ presets: ['classic'] }, '/site').map(({ docsDir }) => docsDir)).toEqual([
      '/site/docs',
    ]);
    expect(docsPluginInstances({ presets: [['classic', { docs: false }]] }, '/site')).toEqual([]);
  });
});
