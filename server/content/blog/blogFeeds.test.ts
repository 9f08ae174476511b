/**
 * A blog's feeds: which posts they list (the newest `limit`, no unlisted one), each item's link,
 * content with absolute URLs, dates, authors and tags, the channel, and each format valid: Atom
 * against RFC 4287's RELAX NG schema (with xmllint), JSON Feed against a JSON Schema of version 1.1,
 * RSS well-formed with the elements RSS 2.0 requires. Each validator is shown to reject a broken
 * feed too.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { type BlogFeedOptions, blogFeeds, FEED_FILES } from './blogFeeds.ts';
import type { BlogPost } from './blogPost.ts';

const schemaFile = (name: string) => readFileSync(new URL(`feedSchemas/${name}`, import.meta.url), 'utf8');

const SITE = { routeBase: '/blog', siteUrl: 'https://developers.example.com', baseUrl: '/developer/' };
const ORIGIN = 'https://developers.example.com/developer';

function post(fields: Partial<BlogPost> & Pick<BlogPost, 'route' | 'title' | 'date'>): BlogPost {
  return {
    file: `${fields.route.slice('/blog/'.length)}.md`,
    sourcePath: `blog${fields.route.slice('/blog'.length)}.md`,
    description: `About ${fields.title}.`,
    authors: [],
    tags: [],
    html: `<p>${fields.title}</p>`,
    previewHtml: `<p>${fields.title}</p>`,
    truncated: false,
    toc: [],
    titleInBody: false,
    links: [],
    ids: [],
    sections: [],
    markdown: fields.title,
    assets: [],
    editUrl: null,
    unlisted: false,
    warnings: [],
    ...fields,
  };
}

const JANE = { key: 'jane', name: 'Jane Doe', email: 'jane@example.com', url: 'https://jane.example.com' };
const BOB = { key: 'bob', name: 'Bob Roe' };
const RELEASES = { label: 'Releases', permalink: '/blog/tags/releases' };
const SDK = { label: 'iOS SDK', permalink: '/blog/tags/ios-sdk' };

const RELATIVE_HTML = [
  '<h2 id="whats-new"><a href="#whats-new">What’s new</a></h2>',
  '<p>Read <a href="/docs/ios/install">the guide</a>, <a href="./2024-02-01-beta">the beta</a>, ',
  '<a href="https://github.com/advoca/sdk">the code</a> or <a href="mailto:team@example.com">write</a>.</p>',
  '<p><img src="/img/release.png" srcset="/img/release.png 1x, /img/release@2x.png 2x" alt="Release"></p>',
  '<video src="/video/demo.mp4"></video>',
].join('\n');

/** Newest first, as the blog orders them: the newest is unlisted. */
const POSTS: BlogPost[] = [
  post({ route: '/blog/2024-04-01-draft', title: 'Not yet', date: '2024-04-01T09:00:00.000Z', unlisted: true }),
  post({
    route: '/blog/2024-03-01-release',
    title: 'SDK 2.0 & more',
    date: '2024-03-01T10:30:00.000Z',
    authors: [JANE, BOB],
    tags: [RELEASES, SDK],
    html: RELATIVE_HTML,
  }),
  post({ route: '/blog/2024-02-01-beta', title: 'The beta', date: '2024-02-01T08:00:00.000Z', authors: [BOB] }),
  post({
    route: '/blog/2024-01-01-hello',
    title: 'Hello',
    date: '2024-01-01T00:00:00.000Z',
    // An author without a name (only a picture) cannot be an Atom author: it is left out.
    authors: [{ url: 'https://jane.example.com' }, JANE],
    tags: [RELEASES],
  }),
];

const OPTIONS: BlogFeedOptions = {
  types: ['rss', 'atom', 'json'],
  title: 'Advoca Blog',
  description: 'News of the Advoca platform',
  copyright: 'Copyright © 2024 Advoca',
  limit: 20,
  language: 'en',
};

const feeds = (options: Partial<BlogFeedOptions> = {}, posts = POSTS) =>
  blogFeeds(posts, { ...OPTIONS, ...options }, SITE);

function feedText(type: 'rss' | 'atom' | 'json', options: Partial<BlogFeedOptions> = {}): string {
  const feed = feeds(options)[`/blog/${FEED_FILES[type].file}`];
  if (!feed) throw new Error(`no ${type} feed`);
  return feed.text;
}

/** An XML parser that gives the elements named as arrays, however many there are. */
const xmlParser = (arrays: string[]) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => arrays.includes(name),
  });
const atomParser = xmlParser(['entry', 'author', 'category', 'link']);
const rssParser = xmlParser(['item', 'author', 'category']);

type XmlNode = Record<string, unknown> & { '#text'?: string };
/** An element's text, whether the parser gave the element as a string or with attributes. */
const text = (node: unknown): string =>
  typeof node === 'string' ? node : String((node as XmlNode | undefined)?.['#text'] ?? '');

interface AtomEntry {
  id: string;
  title: unknown;
  link: { '@href': string; '@rel'?: string }[];
  updated: string;
  published: string;
  summary: unknown;
  content: unknown;
  author?: { name: string; email?: string; uri?: string }[];
  category?: { '@term': string; '@label': string }[];
}
interface AtomFeed {
  id: string;
  title: unknown;
  subtitle: unknown;
  updated: string;
  generator: unknown;
  rights: unknown;
  link: { '@href': string; '@rel'?: string }[];
  author?: unknown[];
  entry?: AtomEntry[];
}
const atom = (source: string) => (atomParser.parse(source) as { feed: AtomFeed }).feed;

interface RssItem {
  title?: string;
  link?: string;
  description?: string;
  guid?: XmlNode | string;
  pubDate?: string;
  'content:encoded'?: string;
  author?: string[];
  category?: string[];
}
interface RssChannel {
  title?: string;
  link?: string;
  description?: string;
  language?: string;
  copyright?: string;
  generator?: string;
  lastBuildDate?: string;
  item?: RssItem[];
}
const rss = (source: string) => (rssParser.parse(source) as { rss: XmlNode & { channel: RssChannel } }).rss;

interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  content_html: string;
  summary: string;
  date_published: string;
  date_modified: string;
  authors?: { name?: string; url?: string }[];
  author?: { name?: string; url?: string };
  tags?: string[];
}
interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  description: string;
  language?: string;
  items: JsonFeedItem[];
}
const json = (source: string) => JSON.parse(source) as JsonFeed;

/** Every item's content, in each format, by the item's link. */
function contents(): Record<string, Record<'rss' | 'atom' | 'json', string>> {
  const byLink: Record<string, Record<'rss' | 'atom' | 'json', string>> = {};
  for (const item of rss(feedText('rss')).channel.item ?? []) {
    byLink[item.link ?? ''] = { rss: item['content:encoded'] ?? '', atom: '', json: '' };
  }
  for (const entry of atom(feedText('atom')).entry ?? []) {
    const found = byLink[entry.link[0]?.['@href'] ?? ''];
    if (found) found.atom = text(entry.content);
  }
  for (const item of json(feedText('json')).items) {
    const found = byLink[item.url];
    if (found) found.json = item.content_html;
  }
  return byLink;
}

describe('blogFeeds', () => {
  it('gives each feed type asked for at its file below the blog, with its content type', () => {
    const all = feeds();
    expect(Object.keys(all)).toEqual(['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']);
    expect(all['/blog/rss.xml']?.contentType).toBe('application/rss+xml; charset=utf-8');
    expect(all['/blog/atom.xml']?.contentType).toBe('application/atom+xml; charset=utf-8');
    expect(all['/blog/feed.json']?.contentType).toBe('application/feed+json; charset=utf-8');

    expect(Object.keys(feeds({ types: ['atom'] }))).toEqual(['/blog/atom.xml']);
    expect(Object.keys(blogFeeds(POSTS, OPTIONS, { ...SITE, routeBase: '/' }))).toEqual([
      '/rss.xml',
      '/atom.xml',
      '/feed.json',
    ]);
    expect(feeds({ types: [] })).toEqual({});
  });

  it('lists the newest listed posts up to the limit, newest first, and no unlisted one', () => {
    const links = (options: Partial<BlogFeedOptions>) => ({
      rss: (rss(feedText('rss', options)).channel.item ?? []).map((item) => item.link),
      atom: (atom(feedText('atom', options)).entry ?? []).map((entry) => entry.link[0]?.['@href']),
      json: json(feedText('json', options)).items.map((item) => item.url),
    });
    const listed = [
      `${ORIGIN}/blog/2024-03-01-release`,
      `${ORIGIN}/blog/2024-02-01-beta`,
      `${ORIGIN}/blog/2024-01-01-hello`,
    ];
    expect(links({ limit: false })).toEqual({ rss: listed, atom: listed, json: listed });
    expect(links({ limit: 20 })).toEqual({ rss: listed, atom: listed, json: listed });
    expect(links({ limit: 2 })).toEqual({
      rss: listed.slice(0, 2),
      atom: listed.slice(0, 2),
      json: listed.slice(0, 2),
    });
    for (const type of ['rss', 'atom', 'json'] as const) expect(feedText(type)).not.toContain('Not yet');
  });

  it('has no feeds for a blog without a listed post, as Docusaurus writes none', () => {
    expect(feeds({}, [])).toEqual({});
    expect(
      feeds(
        {},
        POSTS.filter((one) => one.unlisted),
      ),
    ).toEqual({});
  });

  it('makes every relative URL of a post absolute: site paths under the base URL, others against the post', () => {
    const postUrl = `${ORIGIN}/blog/2024-03-01-release`;
    const release = contents()[postUrl];
    if (!release) throw new Error('no release post');
    for (const content of Object.values(release)) {
      expect(content).toContain(`href="${postUrl}#whats-new"`);
      expect(content).toContain(`href="${ORIGIN}/docs/ios/install"`);
      expect(content).toContain(`href="${ORIGIN}/blog/2024-02-01-beta"`);
      expect(content).toContain('href="https://github.com/advoca/sdk"');
      expect(content).toContain('href="mailto:team@example.com"');
      expect(content).toContain(`src="${ORIGIN}/img/release.png"`);
      expect(content).toContain(`srcset="${ORIGIN}/img/release.png 1x, ${ORIGIN}/img/release@2x.png 2x"`);
      expect(content).toContain(`src="${ORIGIN}/video/demo.mp4"`);
      expect(content).not.toMatch(/(?:href|src)="(?!https:|mailto:)/);
      expect(content).toContain('<h2 id="whats-new">');
    }

    const atRoot = blogFeeds(POSTS, OPTIONS, { ...SITE, baseUrl: '/' })['/blog/feed.json']?.text ?? '';
    expect(json(atRoot).items[0]?.content_html).toContain('src="https://developers.example.com/img/release.png"');
  });

  it('dates each item at its post and the feed at its newest item', () => {
    const release = { iso: '2024-03-01T10:30:00.000Z', rfc822: 'Fri, 01 Mar 2024 10:30:00 GMT' };
    const channel = rss(feedText('rss')).channel;
    expect(channel.lastBuildDate).toBe(release.rfc822);
    expect(channel.item?.map((item) => item.pubDate)).toEqual([
      release.rfc822,
      'Thu, 01 Feb 2024 08:00:00 GMT',
      'Mon, 01 Jan 2024 00:00:00 GMT',
    ]);

    const feed = atom(feedText('atom'));
    expect(feed.updated).toBe(release.iso);
    expect(feed.entry?.[0]).toMatchObject({ updated: release.iso, published: release.iso });
    expect(feed.entry?.[2]).toMatchObject({ updated: '2024-01-01T00:00:00.000Z' });

    const items = json(feedText('json')).items;
    expect(items[0]).toMatchObject({ date_published: release.iso, date_modified: release.iso });

    // With the limit, the newest post listed dates the feed.
    expect(atom(feedText('atom', { limit: 1 })).updated).toBe(release.iso);
    expect(atom(feedText('atom', { limit: false })).updated).toBe(release.iso);
  });

  it('gives each item its title, id, link, description, authors and tags', () => {
    const postUrl = `${ORIGIN}/blog/2024-03-01-release`;

    const [rssItem, , rssHello] = rss(feedText('rss')).channel.item ?? [];
    expect(rssItem).toMatchObject({
      title: 'SDK 2.0 & more',
      link: postUrl,
      description: 'About SDK 2.0 & more.',
      author: ['jane@example.com (Jane Doe)', 'Bob Roe'],
      category: ['Releases', 'iOS SDK'],
    });
    expect(text(rssItem?.guid)).toBe(postUrl);
    expect(rssHello?.author).toEqual(['jane@example.com (Jane Doe)']);

    const [entry, , hello] = atom(feedText('atom')).entry ?? [];
    expect(entry?.id).toBe(postUrl);
    expect(text(entry?.title)).toBe('SDK 2.0 & more');
    expect(text(entry?.summary)).toBe('About SDK 2.0 & more.');
    expect(entry?.author).toEqual([
      { name: 'Jane Doe', email: 'jane@example.com', uri: 'https://jane.example.com' },
      { name: 'Bob Roe' },
    ]);
    expect(entry?.category).toEqual([
      { '@term': 'Releases', '@label': 'Releases' },
      { '@term': 'iOS SDK', '@label': 'iOS SDK' },
    ]);
    expect(hello?.author).toEqual([{ name: 'Jane Doe', email: 'jane@example.com', uri: 'https://jane.example.com' }]);

    const [item, beta] = json(feedText('json')).items;
    expect(item).toMatchObject({
      id: postUrl,
      url: postUrl,
      title: 'SDK 2.0 & more',
      summary: 'About SDK 2.0 & more.',
      tags: ['Releases', 'iOS SDK'],
      // JSON Feed has no e-mail address for an author.
      authors: [{ name: 'Jane Doe', url: 'https://jane.example.com' }, { name: 'Bob Roe' }],
      author: { name: 'Jane Doe', url: 'https://jane.example.com' },
    });
    expect(beta?.authors).toEqual([{ name: 'Bob Roe' }]);
  });

  it('describes the blog in each feed’s channel', () => {
    const home = `${ORIGIN}/blog`;
    const channel = rss(feedText('rss')).channel;
    expect(channel).toMatchObject({
      title: 'Advoca Blog',
      link: home,
      description: 'News of the Advoca platform',
      language: 'en',
      copyright: 'Copyright © 2024 Advoca',
      generator: 'Developer Portal',
    });

    const feed = atom(feedText('atom'));
    expect(feed.id).toBe(home);
    expect(text(feed.title)).toBe('Advoca Blog');
    expect(text(feed.subtitle)).toBe('News of the Advoca platform');
    expect(text(feed.rights)).toBe('Copyright © 2024 Advoca');
    expect(text(feed.generator)).toBe('Developer Portal');
    expect(feed.link).toEqual([{ '@rel': 'alternate', '@href': home }]);

    expect(json(feedText('json'))).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Advoca Blog',
      home_page_url: home,
      description: 'News of the Advoca platform',
      language: 'en',
    });

    const bare = feeds({ copyright: undefined, language: undefined });
    expect(bare['/blog/rss.xml']?.text).not.toMatch(/<copyright>|<language>/);
    expect(bare['/blog/atom.xml']?.text).not.toContain('<rights>');
    expect(json(bare['/blog/feed.json']?.text ?? '{}')).not.toHaveProperty('language');
  });
});

describe('Atom 1.0 feed validity (RFC 4287)', () => {
  const schema = schemaFile('atom.rng');
  const validate = (contents: string) =>
    validateXML({ xml: [{ fileName: 'atom.xml', contents }], schema: [schema], extension: 'relaxng' });

  /**
   * The schema's two Schematron rules, which xmllint does not run: an entry has an alternate link or
   * content, and an author unless the feed has one.
   */
  function schematronProblems(source: string): string[] {
    const feed = atom(source);
    return (feed.entry ?? []).flatMap((entry) => [
      ...(entry.link.some((link) => !link['@rel'] || link['@rel'] === 'alternate') || entry.content !== undefined
        ? []
        : [`${entry.id}: no alternate link or content`]),
      ...(entry.author?.length || feed.author?.length ? [] : [`${entry.id}: no author`]),
    ]);
  }

  it('is valid against the RELAX NG schema of RFC 4287, in every shape the options give', async () => {
    for (const options of [{}, { limit: 1 }, { copyright: undefined, language: undefined }]) {
      const source = feedText('atom', options);
      const result = await validate(source);
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
      expect(schematronProblems(source)).toEqual([]);
    }
  });

  it('rejects a feed that breaks the schema', async () => {
    const source = feedText('atom');
    const withoutFeedId = source.replace(/<id>[^<]*<\/id>/, '');
    expect(withoutFeedId).not.toBe(source);
    expect((await validate(withoutFeedId)).valid).toBe(false);

    const badDate = source.replace(/<updated>[^<]*<\/updated>/, '<updated>1 March 2024</updated>');
    expect((await validate(badDate)).valid).toBe(false);

    const namelessAuthor = source.replace('<name>Bob Roe</name>', '');
    expect((await validate(namelessAuthor)).valid).toBe(false);

    const unknownAtomElement = source.replace('<subtitle>', '<tagline>x</tagline><subtitle>');
    expect((await validate(unknownAtomElement)).valid).toBe(false);

    // An extension element of another namespace is allowed.
    const extended = source.replace('<subtitle>', '<x:note xmlns:x="urn:example">x</x:note><subtitle>');
    expect((await validate(extended)).valid).toBe(true);

    expect(schematronProblems(source.replace(/<author>[\s\S]*?<\/author>/g, ''))).toHaveLength(3);
  });
});

describe('RSS 2.0 feed validity', () => {
  /** RFC 822 as RSS 2.0 writes dates (a four-digit year allowed): `Fri, 01 Mar 2024 10:30:00 GMT`. */
  const RFC_822 =
    /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2,4} \d{2}:\d{2}(?::\d{2})? (?:UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z]|[+-]\d{4})$/;

  /** What RSS 2.0 requires of a document, as messages (none for a valid one). */
  function rssProblems(source: string): string[] {
    const wellFormed = XMLValidator.validate(source);
    if (wellFormed !== true) return [`not well-formed: ${wellFormed.err.msg}`];
    const root = rss(source);
    const problems: string[] = [];
    if (root['@version'] !== '2.0') problems.push('rss version is not 2.0');
    const { channel } = root;
    for (const name of ['title', 'link', 'description'] as const) {
      if (typeof channel[name] !== 'string') problems.push(`channel has no ${name}`);
    }
    for (const name of ['lastBuildDate'] as const) {
      const date = channel[name];
      if (date !== undefined && (!RFC_822.test(date) || Number.isNaN(Date.parse(date)))) {
        problems.push(`channel ${name} is not an RFC 822 date: ${date}`);
      }
    }
    for (const [index, item] of (channel.item ?? []).entries()) {
      if (!item.title && !item.description) problems.push(`item ${index} has neither title nor description`);
      if (!text(item.guid)) problems.push(`item ${index} has no guid`);
      if (!item.pubDate) problems.push(`item ${index} has no pubDate`);
      else if (!RFC_822.test(item.pubDate) || Number.isNaN(Date.parse(item.pubDate))) {
        problems.push(`item ${index} pubDate is not an RFC 822 date: ${item.pubDate}`);
      }
    }
    return problems;
  }

  it('is well-formed XML with the channel and item elements RSS 2.0 requires', () => {
    for (const options of [{}, { limit: 1 }, { copyright: undefined, language: undefined }]) {
      const source = feedText('rss', options);
      expect(rssProblems(source)).toEqual([]);
      expect((rss(source).channel.item ?? []).length).toBeGreaterThan(0);
    }
  });

  it('rejects a feed that is not well-formed or lacks what RSS 2.0 requires', () => {
    const source = feedText('rss');
    expect(rssProblems(source.replace('</channel>', ''))[0]).toMatch(/^not well-formed/);
    expect(rssProblems(source.replace(/<description>[^<]*<\/description>/, ''))).toEqual([
      'channel has no description',
    ]);
    expect(rssProblems(source.replace(/<guid[^>]*>[^<]*<\/guid>/, ''))).toEqual(['item 0 has no guid']);
    expect(rssProblems(source.replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>2024-03-01</pubDate>'))).toEqual([
      'item 0 pubDate is not an RFC 822 date: 2024-03-01',
    ]);
  });
});

describe('JSON Feed 1.1 validity', () => {
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(schemaFile('jsonfeed-1.1.schema.json')) as object);
  const errors = (feed: unknown) => (validate(feed) ? [] : (validate.errors ?? []).map((error) => error.message));

  it('is valid against the JSON Schema of JSON Feed 1.1', () => {
    for (const options of [{}, { limit: 1 }, { copyright: undefined, language: undefined }]) {
      expect(errors(json(feedText('json', options)))).toEqual([]);
    }
  });

  it('rejects a feed that breaks the schema', () => {
    const feed = json(feedText('json'));
    const [first, ...rest] = feed.items;
    if (!first) throw new Error('no item');
    const { id: _id, ...withoutId } = first;
    const { content_html: _html, ...withoutContent } = first;
    const { version: _version, ...withoutVersion } = feed;

    expect(errors({ ...feed, items: [withoutId, ...rest] })).not.toEqual([]);
    expect(errors({ ...feed, items: [withoutContent, ...rest] })).not.toEqual([]);
    expect(errors({ ...feed, items: [{ ...withoutContent, content_text: 'Plain.' }, ...rest] })).toEqual([]);
    expect(errors(withoutVersion)).not.toEqual([]);
    // JSON Feed 1.0's version, which the `feed` package writes, is not 1.1.
    expect(errors({ ...feed, version: 'https://jsonfeed.org/version/1' })).not.toEqual([]);
    expect(errors({ ...feed, items: [{ ...first, date_published: '1 March 2024' }, ...rest] })).not.toEqual([]);
    expect(errors({ ...feed, items: [{ ...first, authors: [{}] }, ...rest] })).not.toEqual([]);
    expect(errors({ ...feed, homepage: feed.home_page_url })).not.toEqual([]);
    // Extensions (an underscore and a letter) are allowed anywhere.
    expect(errors({ ...feed, _portal: { about: 'x' }, items: [{ ...first, _portal: 1 }, ...rest] })).toEqual([]);
  });
});
