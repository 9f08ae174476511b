import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import remarkTabs from './remarkTabs.ts';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/tabs/${name}`, import.meta.url), 'utf8');
const tab = (attributes: string, body = 'Text.') => `:::tab{${attributes}}\n${body}\n:::\n`;
const tabs = (...items: string[]) => `::::tabs\n${items.join('')}::::\n`;

/** Malformed tabs: the case, the Markdown, the line named and the message, for both pipelines below. */
const TAB_ERRORS: [string, string, number, string][] = [
  ['a tabs container without tabs', 'Intro.\n\n::::tabs\n::::\n', 3, '"::::tabs" needs at least one ":::tab" inside'],
  ['a tab outside tabs', 'Intro.\n\n' + tab('label="Swift"'), 3, '":::tab" must sit directly inside "::::tabs"'],
  [
    'a tab without a label',
    tabs(tab('label="Swift"'), tab('value="objc"')),
    5,
    '":::tab" needs a label, as in :::tab{label="Swift"}',
  ],
  ['a blank label', tabs(tab('label=" "')), 2, '":::tab" needs a label, as in :::tab{label="Swift"}'],
  [
    'two tabs with the same value',
    tabs(tab('label="Swift"'), tab('label="SwiftUI" value="swift"')),
    5,
    'two tabs in one "::::tabs" have the value "swift"; give one a value="…"',
  ],
  [
    'two labels with the same slug',
    tabs(tab('label="C"'), tab('label="C#"')),
    5,
    'two tabs in one "::::tabs" have the value "c"; give one a value="…"',
  ],
  ['a label with nothing to slug', tabs(tab('label="++"')), 2, '":::tab" labelled "++" needs a value="…"'],
  [
    'text between tabs',
    tabs(tab('label="A"'), 'Stray.\n', tab('label="B"')),
    5,
    'only ":::tab" containers may sit directly inside "::::tabs"',
  ],
];

describe('remarkTabs', () => {
  it('renders tab lists and panels, with and without a group (fixtures/tabs)', async () => {
    const { html } = await compileMarkdown(await fixture('input.md'));
    expect(html).toBe((await fixture('expected.html')).trimEnd());
  });

  it('keeps headings inside tabs in the table of contents, and their ids among the page ids', async () => {
    const { toc, ids } = await compileMarkdown(await fixture('input.md'));
    expect(toc).toEqual([
      { id: 'install', text: 'Install', depth: 2 },
      { id: 'configure-in-swift', text: 'Configure in Swift', depth: 3 },
    ]);
    expect(ids).toContain('configure-in-swift');
    expect(ids).toContain('tabs-2-panel-swift-package-manager');
  });

  it('numbers nested tabs after their parent, in document order', async () => {
    // A container closes at a fence at least as long as its opening, so outer ones take more colons.
    const nested =
      '::::::tabs\n:::::tab{label="Outer"}\n::::tabs\n:::tab{label="A"}\nInner.\n:::\n::::\n:::::\n::::::\n';
    const { html } = await compileMarkdown(`${nested}\n${tabs(tab('label="Last"'))}`);
    expect(html).toContain(
      'data-portal-tab="outer" data-selected=""><p class="tabs__panel-label">Outer</p><div class="tabs">',
    );
    const ids = [...html.matchAll(/ id="(tabs-\d+)-tab-/g)].map((match) => match[1]);
    expect(ids).toEqual(['tabs-1', 'tabs-2', 'tabs-3']);
  });

  it('lets two tabs elements of one group share values', async () => {
    const group = `::::tabs{groupId="os"}\n${tab('label="iOS"')}${tab('label="Android"')}::::\n`;
    const { html } = await compileMarkdown(`${group}\n${group}`);
    expect(html).toContain('id="tabs-2-tab-ios"');
  });

  it.each(TAB_ERRORS)('fails on %s, naming file and line', async (_case, markdown, line, message) => {
    await expect(compileMarkdown(markdown, 'ios/tabs.md')).rejects.toThrow(
      new Error(`ios/tabs.md:${line}: ${message}`),
    );
  });
});

describe('remarkTabs (alone)', () => {
  // remark-directive gives the plugin its input; remark-rehype and rehype-stringify show its output.
  const processor = unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkTabs)
    .use(remarkRehype)
    .use(rehypeStringify);
  const render = async (markdown: string) =>
    String(await processor.process(new VFile({ path: 'ios/tabs.md', value: markdown })));

  it('renders a tab list and one panel a tab, the first selected', async () => {
    const markdown = `::::tabs{groupId="os"}\n${tab('label="iOS"', 'A.')}${tab('label="Android" value="droid"', 'B.')}::::\n`;
    expect(await render(markdown)).toBe(
      [
        '<div class="tabs" data-portal-tabs-group="os"><div class="tabs__list" role="tablist">',
        '<button type="button" role="tab" class="tabs__tab" id="tabs-1-tab-ios" aria-controls="tabs-1-panel-ios" aria-selected="true" tabindex="0" data-portal-tab="ios">iOS</button>',
        '<button type="button" role="tab" class="tabs__tab" id="tabs-1-tab-droid" aria-controls="tabs-1-panel-droid" aria-selected="false" tabindex="-1" data-portal-tab="droid">Android</button></div>',
        '<div class="tabs__panel" role="tabpanel" id="tabs-1-panel-ios" aria-labelledby="tabs-1-tab-ios" data-portal-tab="ios" data-selected=""><p class="tabs__panel-label">iOS</p><p>A.</p></div>',
        '<div class="tabs__panel" role="tabpanel" id="tabs-1-panel-droid" aria-labelledby="tabs-1-tab-droid" data-portal-tab="droid"><p class="tabs__panel-label">Android</p><p>B.</p></div></div>',
      ].join(''),
    );
  });

  it.each(TAB_ERRORS)('fails on %s with the file and line', async (_case, markdown, line, reason) => {
    await expect(render(markdown)).rejects.toMatchObject({ file: 'ios/tabs.md', line, reason });
  });
});
