/**
 * `/llms.txt` (the llms.txt convention): the site in Markdown for coding assistants, every page
 * with its description and a link to its Markdown (`<page>.md`), grouped by the sidebar's areas.
 */
import { siteConfig } from '../../shared/site-config.ts';
import { sidebarPaths } from '../../shared/sidebarItems.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { absoluteUrl } from './sitemap.ts';
import { mainVersion } from '../../shared/docsVersionList.ts';

export function llmsTxt(store: PageStore, siteUrl: string, baseUrl: string): string {
  const current = mainVersion(store.versions);
  const first = current && store.pages[current.homePath];
  const sidebar = first?.kind === 'doc' ? first.sidebar : [];
  const line = (path: string) => {
    const page = store.pages[path];
    const link = `[${page?.title ?? path}](${absoluteUrl(siteUrl, baseUrl, `${path}.md`)})`;
    return `- ${link}${page?.description ? `: ${page.description}` : ''}`;
  };
  const sections = [
    `# ${siteConfig.company.replace(/ Ltd\.$/, '')} ${siteConfig.tagline}`,
    '',
    `> ${siteConfig.description}`,
    '',
    `Every page below in one file: [llms-full.txt](${absoluteUrl(siteUrl, baseUrl, '/llms-full.txt')})`,
    '',
  ];
  if (store.contract) {
    const contract = absoluteUrl(siteUrl, baseUrl, '/openapi.yaml');
    sections.push(
      '## API contract',
      '',
      `- [OpenAPI 3.1 contract](${contract}): every endpoint and webhook event, with schemas and examples (also as [JSON](${absoluteUrl(siteUrl, baseUrl, '/openapi.json')}))`,
      '',
    );
  }
  const loose = sidebarPaths(sidebar.filter((item) => item.type === 'doc'));
  if (loose.length > 0) sections.push('## Start here', '', ...loose.map(line), '');
  for (const item of sidebar) {
    if (item.type === 'category') sections.push(`## ${item.label}`, '', ...sidebarPaths([item]).map(line), '');
  }
  return sections.join('\n');
}
