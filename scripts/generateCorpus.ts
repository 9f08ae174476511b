/**
 * Generates a large docs corpus for the scale benchmark: `areas × categories × pages` Markdown
 * pages (5,000 by default) with front matter, sections, code and valid links, in the layout of
 * `docs/`. `tsx scripts/generateCorpus.ts <content root> [pages]`.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const AREAS = 10;
const CATEGORIES_PER_AREA = 10;

const paragraph = (seed: number) =>
  `This section explains step ${seed} of the integration: what the SDK does at this point, which settings ` +
  `change its behaviour, and what to check before you go on. Read it with the API reference open, and ` +
  `try each call in the sandbox first, where test keys start with pk_test_ and nothing reaches real users.`;

function page(area: number, category: number, index: number, perCategory: number): string {
  const next = index + 1 < perCategory ? `./page-${index + 1}.md` : './page-0.md';
  return [
    '---',
    `title: "Topic ${area}.${category}.${index}"`,
    `description: "Generated page ${index} of category ${category} in area ${area}, for the scale benchmark."`,
    `sidebar_position: ${index + 1}`,
    '---',
    '',
    paragraph(index),
    '',
    '## Set it up',
    '',
    paragraph(index + 1),
    '',
    '```kotlin',
    `AdvocaClient.signIn(token) // step ${index}`,
    '```',
    '',
    '## Check it works',
    '',
    `${paragraph(index + 2)} Continue with [the next topic](${next}#set-it-up).`,
    '',
  ].join('\n');
}

export async function generateCorpus(contentRoot: string, pages = 5000): Promise<void> {
  const perCategory = Math.max(1, Math.round(pages / (AREAS * CATEGORIES_PER_AREA)));
  const docs = join(contentRoot, 'docs');
  await mkdir(docs, { recursive: true });
  // Added to an existing docs/ (the benchmark adds the corpus to the real 47 pages), keep its own.
  if (!existsSync(join(docs, 'getting-started.md'))) {
    await writeFile(
      join(docs, 'getting-started.md'),
      '---\ntitle: Getting started\ndescription: The first page of the generated corpus.\nsidebar_position: 1\n---\n\nStart with [the first topic](./area-0/category-0/page-0.md).\n',
    );
  }
  for (let area = 0; area < AREAS; area += 1) {
    const areaDir = join(docs, `area-${area}`);
    await mkdir(areaDir, { recursive: true });
    await writeFile(join(areaDir, '_category_.json'), JSON.stringify({ label: `Area ${area}`, position: area + 2 }));
    for (let category = 0; category < CATEGORIES_PER_AREA; category += 1) {
      const dir = join(areaDir, `category-${category}`);
      await mkdir(dir, { recursive: true });
      await writeFile(
        join(dir, '_category_.json'),
        JSON.stringify({ label: `Category ${category}`, position: category + 1 }),
      );
      await Promise.all(
        Array.from({ length: perCategory }, (_, index) =>
          writeFile(join(dir, `page-${index}.md`), page(area, category, index, perCategory)),
        ),
      );
    }
  }
}

// pathToFileURL, not `file://${path}`: paths with spaces, `%` or Windows drive letters need encoding.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root, count] = process.argv.slice(2);
  if (!root) throw new Error('usage: tsx scripts/generateCorpus.ts <content root> [pages]');
  await generateCorpus(root, count ? Number(count) : undefined);
  console.log(`Generated ${count ?? 5000} pages under ${root}/docs`);
}
