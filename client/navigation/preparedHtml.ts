/**
 * A page's compiled HTML parsed into nodes as soon as its data arrives (usually a hover's
 * prefetch, well before the click), so that showing the page moves ready nodes into the article
 * instead of parsing its HTML in the click's frame. A `<template>` parses inertly: nothing in it
 * loads or runs until its nodes join the document.
 */
const prepared = new WeakMap<object, DocumentFragment>();

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Parses `html` ahead for the page data `owner` (the object a navigation will show). */
export function prepareHtml(owner: object, html: string): void {
  if (!prepared.has(owner)) prepared.set(owner, parse(html));
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
