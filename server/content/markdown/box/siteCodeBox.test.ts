import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSiteCode, SiteCodeTimeout, siteCodeSeconds, stopSiteTimers } from './siteCodeBox.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  stopSiteTimers();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the box site code runs in', () => {
  it('gives back what the code returns, and lets its errors through', () => {
    expect(runSiteCode('a', () => 42)).toBe(42);
    expect(() =>
      runSiteCode('a', () => {
        throw new TypeError('boom');
      }),
    ).toThrow(new TypeError('boom'));
  });

  it('stops code that runs past DOCS_SITE_CODE_SECONDS, synchronous loops included, and names the limit', () => {
    vi.stubEnv('DOCS_SITE_CODE_SECONDS', '1');
    let error: unknown;
    try {
      runSiteCode('docs/a.mdx:3: <Spin>', () => {
        for (;;) {
          // A component that never returns.
        }
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteCodeTimeout);
    expect((error as Error).message).toBe(
      'it ran longer than 1 s, the time site code may take (DOCS_SITE_CODE_SECONDS)',
    );
    // The thread goes on as before.
    expect(runSiteCode('b', () => 'after')).toBe('after');
  });

  it('refuses a time limit that is not a number of seconds', () => {
    expect(siteCodeSeconds({})).toBe(20);
    expect(siteCodeSeconds({ DOCS_SITE_CODE_SECONDS: '90' })).toBe(90);
    expect(() => siteCodeSeconds({ DOCS_SITE_CODE_SECONDS: 'soon' })).toThrow(
      'DOCS_SITE_CODE_SECONDS must be a number of seconds from 1 to 3600, got "soon"',
    );
  });

  it('notes the timers site code starts, their callbacks’ too, and stops those still pending, naming what started them', async () => {
    let ticks = 0;
    runSiteCode('@site/src/components/LiveStatus', () => {
      setInterval(() => {
        ticks += 1;
      }, 5);
      // A timer whose callback starts another.
      setTimeout(() => setInterval(() => undefined, 5), 1);
    });
    runSiteCode('@site/src/components/Done', () => setTimeout(() => undefined, 1));
    await sleep(30);
    expect(ticks).toBeGreaterThan(0);
    expect(stopSiteTimers()).toEqual([
      '@site/src/components/LiveStatus: setInterval',
      '@site/src/components/LiveStatus (setTimeout): setInterval',
    ]);
    const stoppedAt = ticks;
    await sleep(30);
    expect(ticks).toBe(stoppedAt);
    // Node's own timer functions are back outside the box.
    expect(globalThis.setTimeout.name).toBe('setTimeout');
  });
});
