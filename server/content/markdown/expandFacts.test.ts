import { describe, expect, it } from 'vitest';
import { parseFacts } from '../sources/loadFacts.ts';
import { expandFacts } from './expandFacts.ts';

const facts = parseFacts(
  'ios:\n  sdkVersion: 5.2.0\n  minimumOs: "15"\nlimits:\n  rate-limit: 600\n',
  'docs/_facts.yaml',
);

describe('facts', () => {
  it('flattens groups to dotted names, numbers as written', () => {
    expect([...facts]).toEqual([
      ['ios.sdkVersion', '5.2.0'],
      ['ios.minimumOs', '15'],
      ['limits.rate-limit', '600'],
    ]);
  });

  it('writes facts into prose, code and links, keeping escaped braces and unrelated braces', () => {
    const source =
      'Version {{ios.sdkVersion}}, iOS {{ ios.minimumOs }}+.\n\n```ruby\npod "AdvocaSDK", "{{ios.sdkVersion}}"\n```\n\\{{ios.sdkVersion}} and {{ not a name }}';
    expect(expandFacts(source, facts, 'docs/a.md')).toBe(
      'Version 5.2.0, iOS 15+.\n\n```ruby\npod "AdvocaSDK", "5.2.0"\n```\n{{ios.sdkVersion}} and {{ not a name }}',
    );
  });

  it('keeps unknown names inside fenced and inline code as written: other languages use {{ }}', () => {
    const source =
      'Set `${{ secrets.NPM_TOKEN }}` first.\n\n```yaml\nenv:\n  TOKEN: ${{ secrets.NPM_TOKEN }}\n  V: {{ios.sdkVersion}}\n```\n\n~~~html\n<p>{{ message }} {{message}}</p>\n~~~\n';
    expect(expandFacts(source, facts, 'docs/a.md')).toBe(source.replace('{{ios.sdkVersion}}', '5.2.0'));
  });

  it('leaves the source untouched when the site does not turn facts on', () => {
    const source = 'Version {{ios.sdkVersion}} and {{unknown.name}}.';
    expect(expandFacts(source, facts, 'docs/a.md', false)).toBe(source);
  });

  it('fails on an unknown name with file:line and the names it might have meant', () => {
    expect(() => expandFacts('One.\n\nTwo {{ios.sdkVerson}}.', facts, 'docs/a.md')).toThrow(
      'docs/a.md:3: unknown fact "ios.sdkVerson" (known: ios.sdkVersion, ios.minimumOs)',
    );
    expect(() => expandFacts('{{android.sdkVersion}}', facts, 'docs/a.md')).toThrow(
      'docs/a.md:1: unknown fact "android.sdkVersion"',
    );
  });

  it.each([
    [
      'a list',
      'ios:\n  versions: [1, 2]\n',
      'docs/_facts.yaml: "ios.versions" must be a text, a number or a group of facts',
    ],
    [
      'a key that is no name',
      'ios:\n  "sdk version": 1\n',
      'docs/_facts.yaml: "sdk version" is not a fact name (letters, digits, - and _)',
    ],
    ['a duplicated key', 'a: 1\na: 2\n', 'docs/_facts.yaml: Map keys must be unique'],
  ])('refuses a facts file with %s', (_case, text, message) => {
    expect(() => parseFacts(text, 'docs/_facts.yaml')).toThrow(message);
  });
});
