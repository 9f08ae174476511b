import { describe, expect, it } from 'vitest';
import { serializePageData } from './serializePageData.ts';

describe('serializePageData', () => {
  const tricky = { html: '</script><script>alert(1)</script><!-- x -->', text: 'line\u2028break\u2029' };

  it('cannot close or comment out the script element it sits in', () => {
    const json = serializePageData(tricky);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(json).not.toMatch(/[\u2028\u2029]/);
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(serializePageData(tricky))).toEqual(tricky);
  });
});
