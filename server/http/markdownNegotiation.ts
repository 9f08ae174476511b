/**
 * Markdown by asking, as GitBook and Mintlify serve it: a doc page's URL answers its Markdown to a
 * request whose `Accept` prefers `text/markdown` to HTML (coding agents send it); browsers, which
 * accept anything, get HTML.
 */
import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

const OFFERED = ['text/html', 'text/markdown'];

/** Cheap enough for the fast path: only a request that names Markdown can prefer it. */
export const mayPreferMarkdown = (req: IncomingMessage) => (req.headers.accept ?? '').includes('markdown');

export function prefersMarkdown(req: IncomingMessage): boolean {
  if (!mayPreferMarkdown(req)) return false;
  return new Negotiator(req).mediaTypes(OFFERED)[0] === 'text/markdown';
}
