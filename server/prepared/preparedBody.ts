/**
 * A response body made ready once: its bytes, its br and gzip forms and its ETag. Pages, page
 * data and static files are prepared when first needed (or at start-up) and then sent as they are,
 * so no request compresses or hashes anything.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { brotliUpgrades } from './brotliUpgrade.ts';

/** The compressed forms a body may have. */
export type Encoding = 'br' | 'gzip';

export interface PreparedBody {
  type: string;
  identity: Buffer;
  /** Whether compressed forms exist (small or binary bodies go as they are). */
  encoded: boolean;
  /** Which forms an encoded body has, best first, when not both (a spliced page has only gzip). */
  encodings?: readonly Encoding[];
  br?: Buffer;
  /** The quality of the `br` form: 4 when made for a request, 11 from the build or once upgraded (brotliUpgrade.ts). */
  brQuality?: number;
  gzip?: Buffer;
  /** Strong ETag of the identity bytes; encoded forms add a suffix. */
  etag: string;
  /** The URL answers another representation for another `Accept` (a doc page's Markdown): `Vary: Accept`. */
  variesWithAccept?: boolean;
  /** Headers of this body that never change (a doc page's `Link` to its Markdown). */
  headers?: [string, string][];
}

/** What a body says about itself besides its bytes, and how it is kept. */
export interface BodyOptions {
  variesWithAccept?: boolean;
  headers?: [string, string][];
  /**
   * The body is kept for the life of the process (a page, its data): worth brotli 11, made off the
   * request path (brotliUpgrade.ts). Bodies made for one request, or kept briefly (search answers,
   * not-found answers), are not: upgrading them would only let requests queue work.
   */
  upgradeBrotli?: boolean;
}

/** Below this, compression saves less than the headers it costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

const compressible = (type: string) =>
  /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/.test(type);

export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/**
 * `precompressed` forms come from the build (brotli at quality 11 is too slow for a request);
 * otherwise brotli 4 and gzip 6, which cost well under a millisecond for a docs page, the brotli
 * form then upgraded to quality 11 off the request path (brotliUpgrade.ts).
 */
export function prepareBody(
  body: string | Buffer,
  type: string,
  precompressed?: { br?: Buffer; gzip?: Buffer },
  { variesWithAccept, headers, upgradeBrotli = false }: BodyOptions = {},
): PreparedBody {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const prepared: PreparedBody = {
    type,
    identity,
    etag: etagOf(identity),
    encoded: false,
    ...(variesWithAccept ? { variesWithAccept } : {}),
    ...(headers ? { headers } : {}),
  };
  if (identity.length < MIN_COMPRESSIBLE_BYTES || !compressible(type)) return prepared;
  prepared.encoded = true;
  // Each form is made when first asked for, then kept: a page's first request pays for one
  // compression, not two (browsers ask for br, old clients and some proxies for gzip).
  let br = precompressed?.br;
  let brQuality = br ? 11 : 4;
  let gzip = precompressed?.gzip;
  const upgradable = {
    identity,
    upgradeBrotli: (bytes: Buffer) => {
      br = bytes;
      brQuality = 11;
    },
  };
  Object.defineProperties(prepared, {
    br: {
      enumerable: true,
      get: () => {
        if (br) return br;
        br = brotliCompressSync(identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
        });
        if (upgradeBrotli) brotliUpgrades.request(upgradable);
        return br;
      },
    },
    brQuality: { enumerable: true, get: () => brQuality },
    gzip: { enumerable: true, get: () => (gzip ??= gzipSync(identity, { level: 6 })) },
  });
  return prepared;
}
