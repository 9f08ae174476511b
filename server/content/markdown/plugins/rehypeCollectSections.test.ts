import type { Root } from 'hast';
import { h } from 'hastscript';
import { unified } from 'unified';
import { VFile } from 'vfile';
import rehypeCollectSections from './rehypeCollectSections.ts';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';

describe('rehypeCollectSections', () => {
  it('splits a page at its h2 and h3 headings, keeping code text and leaving out buttons', async () => {
    const { sections } = await compileMarkdown(
      [
        'Intro text.',
        '',
        '## Install it',
        '',
        'Run this:',
        '',
        '```bash',
        'npm install advoca',
        '```',
        '',
        '### On iOS',
        '',
        'Use *CocoaPods*.',
        '',
      ].join('\n'),
    );
    expect(sections).toEqual([
      { anchor: '', heading: '', text: 'Intro text.' },
      { anchor: 'install-it', heading: 'Install it', text: 'Run this: npm install advoca' },
      { anchor: 'on-ios', heading: 'On iOS', text: 'Use CocoaPods.' },
    ]);
  });

  it("keeps a code block's title, a file name readers search for", async () => {
    const { sections } = await compileMarkdown('## Pods\n\n```ruby title="Podfile"\npod \'AdvocaSDK\'\n```\n');
    expect(sections).toEqual([{ anchor: 'pods', heading: 'Pods', text: "Podfile pod 'AdvocaSDK'" }]);
  });

  it('has no intro section when the page starts with a heading', async () => {
    const { sections } = await compileMarkdown('## First\n\nBody.\n');
    expect(sections).toEqual([{ anchor: 'first', heading: 'First', text: 'Body.' }]);
  });
});

describe('rehypeCollectSections (alone)', () => {
  async function sectionsOf(tree: Root) {
    const file = new VFile();
    await unified().use(rehypeCollectSections).run(tree, file);
    return file.data.sections;
  }

  it('splits at h2 and h3 with ids only, collapsing whitespace and leaving out buttons', async () => {
    const tree = h(null, [
      h('p', 'Intro\n  text.'),
      h('h2', { id: 'install' }, ['Install', h('a', { href: '#install' })]),
      h('div', [h('pre', [h('code', 'npm  install')]), h('button', 'Copy')]),
      h('h4', { id: 'deep' }, 'Deep'),
      h('p', 'Still install.'),
      h('h3', 'No id'),
      h('h3', { id: 'on-ios' }, 'On iOS'),
    ]);
    expect(await sectionsOf(tree)).toEqual([
      { anchor: '', heading: '', text: 'Intro text.' },
      { anchor: 'install', heading: 'Install', text: 'npm install Deep Still install. No id' },
      { anchor: 'on-ios', heading: 'On iOS', text: '' },
    ]);
  });

  it('splits at headings inside layout containers too, in document order, keeping the generated mark', async () => {
    const tree = h(null, [
      h('p', 'Intro.'),
      h('div', { className: ['api-operation'] }, [
        h('div', { className: ['api-main'] }, [
          h('h2', { id: 'request', dataPortalGenerated: '' }, 'Request'),
          h('p', 'POST /v2/things'),
          h('h3', { id: 'parameters', dataPortalGenerated: '' }, 'Parameters'),
          h('dl', [h('dt', 'name'), h('dd', 'The name.')]),
        ]),
        h('div', { className: ['api-examples'] }, [
          h('h3', { id: 'example-response', dataPortalGenerated: '' }, 'Example response'),
          h('pre', { dataPortalSearch: 'skip' }, [h('code', '{"id": "thing_1"}')]),
        ]),
      ]),
      h('h2', { id: 'notes' }, 'Notes'),
      h('p', 'Written by hand.'),
    ]);
    expect(await sectionsOf(tree)).toEqual([
      { anchor: '', heading: '', text: 'Intro.' },
      { anchor: 'request', heading: 'Request', text: 'POST /v2/things', generated: true },
      { anchor: 'parameters', heading: 'Parameters', text: 'name The name.', generated: true },
      { anchor: 'example-response', heading: 'Example response', text: '', generated: true },
      { anchor: 'notes', heading: 'Notes', text: 'Written by hand.' },
    ]);
  });

  it('records nothing for an empty page', async () => {
    expect(await sectionsOf(h(null, []))).toEqual([]);
  });
});
