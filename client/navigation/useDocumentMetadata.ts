/**
 * Keeps `<title>`, the description, the canonical URL (or `noindex`) and the social tags in step
 * with client navigation: the same tags the server wrote for the first page (shared/headTags.ts).
 */
import { useEffect } from 'react';
import { type HeadTags, headTags, PAGE_LINK_TAGS, PAGE_META_TAGS } from '../../shared/headTags.ts';
import { SITE_URL_META_NAME } from '../../shared/siteMeta.ts';
import type { PageData } from '../../shared/types.ts';
import { siteBaseUrl } from '../siteBase.ts';
import { afterNextPaint } from './afterNextPaint.ts';

/** The public origin the server wrote (SITE_URL), which may differ from the address the browser used. */
function siteUrl(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META_NAME}"]`)?.content ?? location.origin;
}

/** Updates the tags in place; adds those the new page has and the old one lacked, removes the others. */
function applyHeadTags(head: HTMLHeadElement, tags: HeadTags): void {
  document.title = tags.title;
  for (const { attribute, key } of PAGE_META_TAGS) {
    let element = head.querySelector(`meta[${attribute}="${key}"]`);
    const wanted = tags.meta.find((tag) => tag.attribute === attribute && tag.key === key);
    if (!wanted) {
      element?.remove();
      continue;
    }
    if (!element) {
      element = head.appendChild(document.createElement('meta'));
      element.setAttribute(attribute, key);
    }
    element.setAttribute('content', wanted.content);
  }
  for (const { rel, type } of PAGE_LINK_TAGS) {
    let element = head.querySelector(type ? `link[rel="${rel}"][type="${type}"]` : `link[rel="${rel}"]`);
    const wanted = tags.links.find((tag) => tag.rel === rel && tag.type === type);
    if (!wanted) {
      element?.remove();
      continue;
    }
    if (!element) {
      element = head.appendChild(document.createElement('link'));
      element.setAttribute('rel', rel);
      if (type) element.setAttribute('type', type);
    }
    element.setAttribute('href', wanted.href);
    if (wanted.title) element.setAttribute('title', wanted.title);
    else element.removeAttribute('title');
  }
}

export function useDocumentMetadata(page: PageData): void {
  // After the paint: nothing in the page shows them, and the click's frame has enough to do.
  useEffect(
    () =>
      afterNextPaint(() =>
        applyHeadTags(document.head, headTags(page, { baseUrl: siteBaseUrl(), siteUrl: siteUrl() })),
      ),
    [page],
  );
}
