/**
 * Terms found in a large share of all sections ("user", "message" in these docs; "step" in every
 * page of the generated corpus). They barely rank (their inverse document frequency is near zero)
 * but are the costliest to look up: each drags thousands of sections through scoring. Queries
 * therefore look up their rarer words in the index and only check the common ones, section by
 * section, against the sets kept here.
 */
import type { SerializedSearchIndex } from './searchIndex.ts';

/** A term in more than this share of sections is common. */
const COMMON_SHARE = 0.2;
/** Below this many sections, nothing is costly enough to be worth the special case. */
const MIN_SECTIONS = 200;

export class CommonTerms {
  readonly #sections = new Map<string, Set<string>>();

  constructor(serialized: SerializedSearchIndex) {
    if (serialized.documentCount < MIN_SECTIONS) return;
    const threshold = serialized.documentCount * COMMON_SHARE;
    for (const [term, fields] of serialized.index) {
      const shortIds = new Set<string>();
      for (const postings of Object.values(fields)) for (const shortId of Object.keys(postings)) shortIds.add(shortId);
      if (shortIds.size <= threshold) continue;
      this.#sections.set(term, new Set([...shortIds].map((shortId) => String(serialized.documentIds[shortId]))));
    }
  }

  has(term: string): boolean {
    return this.#sections.has(term);
  }

  /** Whether the section with this id holds the (common) term. */
  inSection(term: string, sectionId: string): boolean {
    return this.#sections.get(term)?.has(sectionId) ?? false;
  }
}
