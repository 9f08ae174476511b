/** Which pages search engines should index: defined with the head tags, which say the same thing. */
export { isIndexable } from '../../shared/headTags.ts';
