/**
 * Brotli at quality 11 without any request paying for it. A body's first br request gets quality
 * 4 (well under a millisecond for a page); meanwhile a worker thread compresses it at quality 11
 * (about 55 ms for a doc page, a fifth smaller), and later requests get those bytes. Each form
 * has its own strong ETag (`…-br4"`, `…-br11"`): a tag names the same bytes on every replica,
 * whichever form a replica holds, so a cache never keeps one form under the other's tag.
 */
import { Worker } from 'node:worker_threads';

/** What a body offers the upgrade: its bytes, and where the quality-11 form goes. */
export interface BrotliUpgradable {
  identity: Buffer;
  upgradeBrotli(bytes: Buffer): void;
}

/** Waiting bodies beyond this are left at quality 4 (a burst of first requests after start). */
const MAX_PENDING = 1000;

// The worker's code, run as CommonJS from a string: the server is one bundle, with no worker file to point at.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({ id, bytes }) => {
  const compressed = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  parentPort.postMessage({ id, compressed });
});
`;

class BrotliUpgrades {
  #worker: Worker | null = null;
  readonly #pending = new Map<number, BrotliUpgradable>();
  #nextId = 0;
  #idle: (() => void)[] = [];

  /** Asks for the body's quality-11 form; it arrives later, off the request path. */
  request(body: BrotliUpgradable): void {
    if (this.#pending.size >= MAX_PENDING) return;
    const id = this.#nextId++;
    this.#pending.set(id, body);
    this.#ensureWorker().postMessage({ id, bytes: body.identity });
  }

  /** Resolves once every upgrade asked for so far has arrived (tests, the bench). */
  idle(): Promise<void> {
    if (this.#pending.size === 0) return Promise.resolve();
    // Whoever waits keeps the process alive until the upgrades have arrived, and no longer.
    this.#worker?.ref();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #settle(): void {
    this.#worker?.unref();
    for (const resolve of this.#idle.splice(0)) resolve();
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('message', ({ id, compressed }: { id: number; compressed: Uint8Array }) => {
      this.#pending
        .get(id)
        ?.upgradeBrotli(Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength));
      this.#pending.delete(id);
      if (this.#pending.size === 0) this.#settle();
    });
    worker.on('error', () => {
      // Upgrades are an optimisation: without them every body keeps its quality-4 form.
      this.#pending.clear();
      this.#settle();
      this.#worker = null;
    });
    // It never keeps the process alive: a server that stops drops what was not upgraded yet.
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    this.#worker = worker;
    return worker;
  }
}

/** The process's one upgrade queue. */
export const brotliUpgrades = new BrotliUpgrades();
