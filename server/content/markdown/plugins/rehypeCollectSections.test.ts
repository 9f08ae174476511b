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

  it('has no intro section when the page starts with a heading', async () => {
    const { sections } = await compileMarkdown('## First\n\nBody.\n');
    expect(sections).toEqual([{ anchor: 'first', heading: 'First', text: 'Body.' }]);
  });
});
