/**
 * Brotli at quality 11 without any request paying for it. A body's first br request gets quality
 * 4 (well under a millisecond for a page); meanwhile the body is compressed at quality 11 (about
 * 55 ms for a doc page, a fifth smaller) on libuv's thread pool, off the event loop, and later
 * requests get those bytes. Each form has its own strong ETag (`…-br4"`, `…-br11"`): a tag names
 * the same bytes on every replica, whichever form a replica holds, so a cache never keeps one form
 * under the other's tag.
 *
 * The thread pool rather than a worker thread: a worker is a second JavaScript engine, which held
 * about 25 MB of resident memory for the life of the server; zlib's asynchronous calls run on
 * threads the process has anyway. One body at a time, so file reads always find a free thread.
 */
import { brotliCompress, constants } from 'node:zlib';

/** What a body offers the upgrade: its bytes, and where the quality-11 form goes. */
export interface BrotliUpgradable {
  identity: Buffer;
  upgradeBrotli(bytes: Buffer): void;
}

/** Waiting bodies beyond this are left at quality 4 (a burst of first requests after start). */
const MAX_PENDING = 1000;

class BrotliUpgrades {
  readonly #queue: BrotliUpgradable[] = [];
  /** A body is being compressed, or the next one is about to be. */
  #busy = false;
  /** The pause between two bodies; unref'd unless someone waits in idle(). */
  #next: ReturnType<typeof setTimeout> | undefined;
  readonly #waiters: (() => void)[] = [];

  /** Asks for the body's quality-11 form; it arrives later, off the request path. */
  request(body: BrotliUpgradable): void {
    if (this.#queue.length >= MAX_PENDING) return;
    this.#queue.push(body);
    if (!this.#busy) this.#scheduleNext();
  }

  /** Resolves once every upgrade asked for so far has arrived (tests, the bench). */
  idle(): Promise<void> {
    if (!this.#busy) return Promise.resolve();
    // Whoever waits keeps the process alive until the queue is done, and no longer.
    this.#next?.ref();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /**
   * The queue never keeps a process alive: between two bodies it waits on an unref'd timer, so a
   * process with nothing else to do (a script that rendered pages) exits after the body in hand.
   */
  #scheduleNext(): void {
    this.#busy = true;
    this.#next = setTimeout(() => this.#compressNext(), 0);
    if (this.#waiters.length === 0) this.#next.unref();
  }

  #compressNext(): void {
    this.#next = undefined;
    const body = this.#queue.shift();
    if (!body) {
      this.#busy = false;
      for (const resolve of this.#waiters.splice(0)) resolve();
      return;
    }
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.identity.length,
    };
    brotliCompress(body.identity, { params }, (error, compressed) => {
      // Upgrades are an optimisation: a body that fails keeps its quality-4 form.
      if (!error) body.upgradeBrotli(compressed);
      this.#scheduleNext();
    });
  }
}

/** The process's one upgrade queue. */
export const brotliUpgrades = new BrotliUpgrades();
