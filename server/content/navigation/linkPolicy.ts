/**
 * What the build does with broken links: Docusaurus's `onBrokenLinks`, `onBrokenAnchors` and
 * `onBrokenMarkdownImages` (`throw`, `warn`, `ignore`; `throw` by default), from the site's
 * settings, overridden for one run by DOCS_ON_BROKEN_LINKS, DOCS_ON_BROKEN_ANCHORS and
 * DOCS_ON_BROKEN_IMAGES. As in Docusaurus, a file a page loads that is not there (an image) is not a
 * broken link: it has its own setting. Links to routes outside the docs follow `onBrokenLinks`
 * too, but are reported apart: they may be pages of the old site not moved here.
 */
import type { BrokenLinkAction, SiteSettings } from '../../../shared/types.ts';
import { type BrokenLink, formatBrokenLink } from './checkLinks.ts';

export interface LinkPolicy {
  onBrokenLinks: BrokenLinkAction;
  onBrokenAnchors: BrokenLinkAction;
  onBrokenMarkdownImages: BrokenLinkAction;
}

const ACTIONS: readonly BrokenLinkAction[] = ['throw', 'warn', 'ignore'];

function action(name: string, value: string | undefined, fallback: BrokenLinkAction): BrokenLinkAction {
  if (value === undefined || value === '') return fallback;
  if ((ACTIONS as readonly string[]).includes(value)) return value as BrokenLinkAction;
  throw new Error(`${name} must be throw, warn or ignore, got "${value}"`);
}

export function readLinkPolicy(
  settings: Pick<SiteSettings, 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownImages'>,
  env: NodeJS.ProcessEnv = process.env,
): LinkPolicy {
  return {
    onBrokenLinks: action('DOCS_ON_BROKEN_LINKS', env.DOCS_ON_BROKEN_LINKS, settings.onBrokenLinks),
    onBrokenAnchors: action('DOCS_ON_BROKEN_ANCHORS', env.DOCS_ON_BROKEN_ANCHORS, settings.onBrokenAnchors),
    onBrokenMarkdownImages: action(
      'DOCS_ON_BROKEN_IMAGES',
      env.DOCS_ON_BROKEN_IMAGES,
      settings.onBrokenMarkdownImages ?? 'throw',
    ),
  };
}

/** Thrown with every broken link that fails the build, one `file:line → target (reason)` a line. */
export class BrokenLinksError extends Error {
  override name = 'BrokenLinksError';

  constructor(readonly brokenLinks: BrokenLink[]) {
    super(describeBrokenLinks(brokenLinks));
  }
}

/** Every broken link listed, those to routes outside the docs in a group of their own. */
export function describeBrokenLinks(links: BrokenLink[]): string {
  const lines = (group: BrokenLink[]) => group.map((link) => `  ${formatBrokenLink(link)}`);
  const inDocs = links.filter((link) => link.kind !== 'outside');
  const outside = links.filter((link) => link.kind === 'outside');
  const count = (n: number) => `${n} broken link${n === 1 ? '' : 's'}`;
  const parts = [];
  if (inDocs.length > 0) parts.push(`${count(inDocs.length)} in docs/:`, ...lines(inDocs));
  if (outside.length > 0) parts.push(`${count(outside.length)} to routes outside the docs:`, ...lines(outside));
  return parts.join('\n');
}

/** Splits broken links into those that fail the build and those only reported. */
export function applyLinkPolicy(
  links: BrokenLink[],
  policy: LinkPolicy,
): { errors: BrokenLink[]; warnings: BrokenLink[] } {
  const actionFor = (link: BrokenLink) =>
    link.kind === 'anchor'
      ? policy.onBrokenAnchors
      : link.kind === 'image'
        ? policy.onBrokenMarkdownImages
        : policy.onBrokenLinks;
  return {
    errors: links.filter((link) => actionFor(link) === 'throw'),
    warnings: links.filter((link) => actionFor(link) === 'warn'),
  };
}
