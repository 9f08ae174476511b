/**
 * Replaces `::operation{id="postMessage"}` and `::webhook{event="message.created"}` (with an optional
 * `depth` for their headings) with their
 * reference generated from the API contract, parsed as Markdown into the page's tree. The generated
 * text is also recorded (`file.data.expansions`), so that the page's Markdown for machines carries it.
 */
import type { Paragraph, Root, RootContent } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Contract } from '../../../contract/contract.ts';
import { CONTRACT_DOWNLOAD_ROUTE } from '../../../contract/contractRoutes.ts';
import { operationReference } from '../../apiReference/operationReference.ts';
import { layoutNodes, NO_LAYOUT, WITH_LAYOUT } from '../../apiReference/referenceLayout.ts';
import { webhookReference } from '../../apiReference/webhookReference.ts';
import { expandDirective } from './directiveExpansion.ts';
import { tryItOperation } from '../../apiReference/tryItOperation.ts';
import type { TryItOperation } from '../../../../shared/tryIt.ts';

/** `data-try-it` as hast names it. */
const TRY_IT_PROPERTY = 'dataTryIt';

/** The leaf directive names this plugin handles. */
export const apiReferenceNames = ['operation', 'webhook'] as const;

/** What the page references from the contract, for the check that each appears on exactly one page. */
export interface ApiReferenceUse {
  kind: 'operation' | 'webhook';
  name: string;
  line: number;
  /** An operation's method, in capitals (`POST`), and its path with the server's (`/v2/chat/messages`). */
  method?: string;
  path?: string;
}

declare module 'vfile' {
  interface DataMap {
    /** The contract the page's directives read; null when the site has none. */
    contract: Contract | null;
    apiReferences: ApiReferenceUse[];
  }
}

/** `depth="3"` puts the reference's headings under a `##` of the page; 2 by default. */
function depthOf(node: LeafDirective, file: VFile): number {
  const written = node.attributes?.depth;
  if (written === undefined || written === null) return 2;
  if (!/^[2-5]$/.test(written)) return file.fail(`::${node.name} depth must be 2, 3, 4 or 5, not "${written}"`, node);
  return Number(written);
}

interface Generated {
  use: ApiReferenceUse;
  /** What the page shows: with its layout's containers (see referenceLayout.ts). */
  markdown: string;
  /** The same for the page's Markdown for machines, without the containers. */
  plain: string;
  /** For an operation: what its try-it panel sends. */
  tryIt?: TryItOperation;
}

function generate(node: LeafDirective, contract: Contract, file: VFile): Generated {
  const line = node.position?.start.line ?? 0;
  const depth = depthOf(node, file);
  const listed = (names: Iterable<string>) => [...names].join(', ') || 'none';
  if (node.name === 'operation') {
    const id = node.attributes?.id ?? '';
    const entry = contract.operations.get(id);
    if (!entry) {
      return file.fail(
        `unknown operation "${id}" in ::operation (${contract.displayPath} has ${listed(contract.operations.keys())})`,
        node,
      );
    }
    const tryIt = tryItOperation(contract.document, entry);
    return {
      // The path as requests go to it, with the server's own (`/v2` + `/chat/messages`).
      use: {
        kind: 'operation',
        name: id,
        line,
        method: entry.method.toUpperCase(),
        path: tryIt.serverPath + entry.path,
      },
      markdown: operationReference(contract, entry, CONTRACT_DOWNLOAD_ROUTE, depth, WITH_LAYOUT),
      plain: operationReference(contract, entry, CONTRACT_DOWNLOAD_ROUTE, depth, NO_LAYOUT),
      tryIt,
    };
  }
  const event = node.attributes?.event ?? '';
  const webhook = contract.webhooks.get(event);
  if (!webhook) {
    return file.fail(
      `unknown webhook event "${event}" in ::webhook (${contract.displayPath} has ${listed(contract.webhooks.keys())})`,
      node,
    );
  }
  return {
    use: { kind: 'webhook', name: event, line },
    markdown: webhookReference(webhook, CONTRACT_DOWNLOAD_ROUTE, depth, WITH_LAYOUT),
    plain: webhookReference(webhook, CONTRACT_DOWNLOAD_ROUTE, depth, NO_LAYOUT),
  };
}

/**
 * Where the client mounts the try-it panel: the operation as JSON and the button that opens it.
 * Hidden until the boot script has marked the page as running JavaScript (see client/tryIt/).
 */
function tryItPlaceholder(operation: TryItOperation): Paragraph {
  return {
    type: 'paragraph',
    children: [],
    data: {
      hName: 'div',
      hProperties: { className: ['try-it'], [TRY_IT_PROPERTY]: JSON.stringify(operation), dataPortalSearch: 'skip' },
      hChildren: [
        {
          type: 'element',
          tagName: 'button',
          properties: { type: 'button', className: ['try-it__open'], dataTryItOpen: '', ariaExpanded: 'false' },
          children: [{ type: 'text', value: `Try it: ${operation.method} ${operation.path} in the sandbox` }],
        },
      ],
    },
  };
}

/** Puts `panel` after the first example requests' tabs among `nodes` or below them; false when there are none. */
function insertAfterSamples(nodes: RootContent[], panel: Paragraph): boolean {
  let inserted = false;
  for (const node of nodes) {
    visit(node, 'containerDirective', (tabs, at, holder) => {
      if (inserted || tabs.name !== 'tabs' || !holder || at === undefined) return;
      holder.children.splice(at + 1, 0, panel);
      inserted = true;
      return EXIT;
    });
    if (inserted) return true;
  }
  return false;
}

export default function remarkApiReference() {
  return (tree: Root, file: VFile) => {
    const uses: ApiReferenceUse[] = [];
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (!(apiReferenceNames as readonly string[]).includes(node.name) || !parent || index === undefined) return;
      const contract = file.data.contract;
      if (!contract)
        return file.fail(`::${node.name} needs an API contract (api/openapi.yaml), and this site has none`, node);
      const { use, markdown, plain, tryIt } = generate(node, contract, file);
      uses.push(use);
      // Generated samples and examples repeat across every endpoint page; their words would only
      // pull search away from the page a reader means.
      let next = expandDirective(node, index, parent, markdown, file, { codeOutOfSearch: true, markGenerated: true });
      // The page's Markdown for machines has the text without the layout's containers.
      const recorded = file.data.expansions?.at(-1);
      if (recorded?.markdown === markdown) recorded.markdown = plain;
      if (tryIt) {
        // The panel follows the example requests. It is the page's, not the Markdown's: the `.md`
        // twin and llms.txt keep the curl, which is what a reader without a browser runs.
        if (!insertAfterSamples(parent.children.slice(index, next), tryItPlaceholder(tryIt))) {
          parent.children.splice(next, 0, tryItPlaceholder(tryIt));
          next += 1;
        }
      }
      parent.children.splice(index, next - index, ...layoutNodes(parent.children.slice(index, next)));
      return next;
    });
    file.data.apiReferences = uses;
  };
}
