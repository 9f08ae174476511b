/**
 * A page's compiled HTML parsed into nodes as soon as its data arrives (usually a hover's
 * prefetch, well before the click), so that showing the page moves ready nodes into the article
 * instead of parsing its HTML in the click's frame. A `<template>` parses inertly: nothing in it
 * loads or runs until its nodes join the document.
 */
/**
 * The pages prepared last, oldest first. A reader may hover over many links and follow few: the
 * nodes of a page (several times its HTML's size) are kept for the last few only, and the pages
 * before them are parsed when shown, as without preparation.
 */
const prepared = new Map<object, DocumentFragment>();
const MAX_PREPARED = 8;

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Parses `html` ahead for the page data `owner` (the object a navigation will show). */
export function prepareHtml(owner: object, html: string): void {
  if (prepared.has(owner)) return;
  prepared.set(owner, parse(html));
  for (const oldest of prepared.keys()) {
    if (prepared.size <= MAX_PREPARED) break;
    prepared.delete(oldest);
  }
}

/**
 * The nodes of `html` for `owner`: the ones parsed ahead, or parsed now. Nodes can be in one
 * place only, so the prepared ones are handed out once; a later visit parses again.
 */
export function takePreparedHtml(owner: object, html: string): DocumentFragment {
  const ready = prepared.get(owner);
  prepared.delete(owner);
  return ready ?? parse(html);
}
