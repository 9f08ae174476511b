/**
 * The build compiles a site of several docs versions in worker threads, a version at a time each
 * (scripts/buildVersionWorker.ts), and puts the versions together in the main thread.
 *
 * Why: compiling a version allocates many times what it keeps (Markdown, MDX and HTML trees of
 * every page, highlighted code), and V8 lets a heap with no limit grow far past what is alive
 * before it collects. Compiled in the build's own thread, the react-native site's eleven versions
 * (2,200 pages) kept about 250 MB yet grew the heap past 1 GB. A worker's heap is capped
 * (`resourceLimits`), in proportion to the largest version's Markdown, so it collects instead of
 * growing, and its memory goes back when it ends; workers also put the other core to work.
 *
 * How many: one per core, at most as many as versions, and no more than WORKERS_BUDGET_MB allows
 * at their heap limit. A worker that dies (out of memory: a version larger than its sources
 * suggested) or a version that cannot be sent back is compiled in the main thread, one such
 * version at a time, as a site of one version always is: the limits cost speed and memory then,
 * never the build. The heap limit is also what the compile costs in garbage collection: the
 * react-native site took about 250 s of CPU capped so, 180 s uncapped (and 2.2 GB). A larger young
 * generation against a smaller old one (64 and 160 MB) lost its workers there, their versions fell
 * back to the main thread, and the build took 1.8 GB.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { DocsVersionSource } from '../server/content/sources/docsVersions.ts';
import { type LoadedVersion, loadVersion } from '../server/content/sources/loadVersion.ts';
import { projectRoot } from '../server/projectPaths.ts';
import type { PageCacheSettings } from '../server/content/sources/pageCache.ts';
import type { VersionWorkerAnswer, VersionWorkerJob } from './buildVersionWorker.ts';

/** Heap of a worker: this much, plus HEAP_PER_SOURCE_MB for each MB of its largest version's pages. */
const HEAP_BASE_MB = 128;
/** A compiled version keeps about 45× its Markdown's size alive at its peak (react-native's, 1.7 MB). */
const HEAP_PER_SOURCE_MB = 64;
/** A worker's young generation: most of what a page's compile allocates dies young, and small. */
const YOUNG_GENERATION_MB = 24;
/** What a worker costs beside its heap limit: its young generation, code and module state. */
const WORKER_OVERHEAD_MB = 64;
/** What the compile workers may take together. */
const WORKERS_BUDGET_MB = 640;

/** Bundles the worker's entry (as scripts/runBundled.mjs bundles the build); returns its file. */
export async function bundleVersionWorker(): Promise<string> {
  // Inside the project, so that node resolves the packages the bundle leaves outside.
  const dir = join(projectRoot, 'node_modules', '.cache', 'developer-portal');
  await mkdir(dir, { recursive: true });
  const outfile = join(dir, `build-version-worker-${process.pid}-${randomUUID().slice(0, 8)}.mjs`);
  await build({
    entryPoints: [join(projectRoot, 'scripts/buildVersionWorker.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    define: { PORTAL_PROJECT_ROOT: JSON.stringify(projectRoot) },
    logLevel: 'warning',
  });
  return outfile;
}

export const removeVersionWorker = (file: string) => rm(file, { force: true });

/** The total size of a version's Markdown and MDX files. */
async function markdownBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => stat(join(entry.parentPath, entry.name)).then((info) => info.size)),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** How many workers compile `sources`, and each one's heap limit. */
export async function versionWorkerPlan(sources: DocsVersionSource[]): Promise<{ workers: number; heapMb: number }> {
  const largest = Math.max(0, ...(await Promise.all(sources.map((source) => markdownBytes(source.dir)))));
  const heapMb = Math.ceil(HEAP_BASE_MB + (HEAP_PER_SOURCE_MB * largest) / (1024 * 1024));
  const byMemory = Math.floor(WORKERS_BUDGET_MB / (heapMb + WORKER_OVERHEAD_MB));
  return { workers: Math.max(1, Math.min(availableParallelism(), sources.length, byMemory)), heapMb };
}

interface Job {
  source: DocsVersionSource;
  resolve: (version: LoadedVersion) => void;
  reject: (reason: unknown) => void;
}

/**
 * Workers that load versions, each one version at a time; `load` queues a version. A worker ends
 * when it finds nothing queued after a version: queue every version at once.
 */
export class VersionWorkers {
  readonly #file: string;
  readonly #heapMb: number;
  readonly #pageCache: PageCacheSettings | null;
  readonly #queue: Job[] = [];
  readonly #live = new Set<Worker>();
  readonly #idle: Worker[] = [];
  /** Versions left to this thread, one after the other: its heap has no limit to collect them within. */
  #here: Promise<void> = Promise.resolve();

  /** `pageCache`: the compiled-page cache the versions are loaded with (none by default). */
  constructor(
    file: string,
    { workers, heapMb }: { workers: number; heapMb: number },
    pageCache: PageCacheSettings | null = null,
  ) {
    this.#file = file;
    this.#heapMb = heapMb;
    this.#pageCache = pageCache;
    for (let i = 0; i < workers; i++) this.#start();
  }

  load = (source: DocsVersionSource): Promise<LoadedVersion> =>
    new Promise((resolve, reject) => {
      this.#queue.push({ source, resolve, reject });
      this.#next();
    });

  async close(): Promise<void> {
    const workers = [...this.#live];
    this.#live.clear();
    this.#idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #loadHere(job: Job): void {
    this.#here = this.#here.then(() =>
      loadVersion(job.source, { keepFailedPages: true, pageCache: this.#pageCache }).then(job.resolve, job.reject),
    );
  }

  #start(): void {
    const worker = new Worker(this.#file, {
      resourceLimits: { maxOldGenerationSizeMb: this.#heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // A worker that ends while idle leaves the pool; one that ends while compiling is handled in #run.
    worker.on('error', () => undefined);
    worker.once('exit', () => this.#retire(worker));
    this.#live.add(worker);
    this.#idle.push(worker);
  }

  #retire(worker: Worker): void {
    this.#live.delete(worker);
    const idle = this.#idle.indexOf(worker);
    if (idle >= 0) this.#idle.splice(idle, 1);
  }

  #next(): void {
    for (;;) {
      const job = this.#queue[0];
      if (!job) return;
      if (this.#live.size === 0) {
        this.#queue.shift();
        this.#loadHere(job);
        continue;
      }
      const worker = this.#idle.pop();
      if (!worker) return;
      this.#queue.shift();
      this.#run(worker, job);
    }
  }

  #run(worker: Worker, job: Job): void {
    const settle = () => {
      worker.off('message', answered);
      worker.off('error', failed);
      worker.off('exit', failed);
    };
    const answered = (answer: VersionWorkerAnswer) => {
      settle();
      if ('version' in answer) job.resolve(answer.version);
      else if ('error' in answer) job.reject(new Error(answer.error));
      else this.#loadHere(job);
      // Nothing left to compile: the worker ends now, its heap with it, not when the build does.
      if (this.#queue.length === 0) {
        this.#retire(worker);
        void worker.terminate();
        return;
      }
      this.#idle.push(worker);
      this.#next();
    };
    // Out of memory, or a crash: the version is compiled here, without the worker.
    const failed = () => {
      settle();
      this.#retire(worker);
      void worker.terminate();
      this.#loadHere(job);
      this.#next();
    };
    worker.on('message', answered);
    worker.once('error', failed);
    worker.once('exit', failed);
    worker.postMessage({ source: job.source, pageCache: this.#pageCache } satisfies VersionWorkerJob);
  }
}
