/**
 * A body prepared once with slots, filled per request: the fixed parts are compressed once, so a
 * request pays only for what it inserts. The gzip form is spliced from raw deflate pieces, each
 * ended with a sync flush (byte-aligned, no final block) but the last, as pigz joins the pieces it
 * compresses in parallel (RFC 1951 §3.2.3: a stream is a series of blocks, only the last one
 * final). Brotli has no such seam, so a filled body has gzip and identity forms only.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { etagOf, type PreparedBody } from './preparedBody.ts';

/** Bodies below this go uncompressed, as prepareBody's do. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * RFC 1952 header: deflate, no flags, MTIME 0, no extra flags, operating system 255 ("unknown"),
 * as the build's own gzip files, so the bytes do not depend on the machine.
 */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

const deflatePiece = (bytes: Buffer, last: boolean) =>
  deflateRawSync(bytes, { level: 6, finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });

export class SplicedTemplate {
  readonly #parts: Buffer[];
  readonly #deflatedParts: Buffer[];
  readonly #tag: string;

  /** `parts` are the fixed text around the slots: one more part than slots, every slot filled alike. */
  constructor(
    parts: string[],
    readonly type: string,
  ) {
    if (parts.length < 2) throw new Error('A spliced body needs at least one slot');
    this.#parts = parts.map((part) => Buffer.from(part));
    this.#deflatedParts = this.#parts.map((part, index) => deflatePiece(part, index === this.#parts.length - 1));
    // Names the parts and where they split: a filled body's tag adds what fills the slots.
    this.#tag = etagOf(Buffer.from(JSON.stringify(parts)));
  }

  /** The fixed parts' size, for a cache's budget (with their deflated forms). */
  get bytes(): number {
    return [...this.#parts, ...this.#deflatedParts].reduce((sum, part) => sum + part.length, 0);
  }

  /** The body with `text` in every slot, as it is: escaping it is the caller's business. */
  fill(text: string): PreparedBody {
    const inserted = Buffer.from(text);
    const identity = Buffer.concat(this.#parts.flatMap((part, index) => (index === 0 ? [part] : [inserted, part])));
    const body: PreparedBody = {
      type: this.type,
      identity,
      etag: etagOf(Buffer.from(this.#tag + text)),
      encoded: false,
    };
    if (identity.length < MIN_COMPRESSIBLE_BYTES) return body;
    const deflatedInsert = deflatePiece(inserted, false);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(identity), 0);
    trailer.writeUInt32LE(identity.length % 2 ** 32, 4);
    const gzip = Buffer.concat([
      GZIP_HEADER,
      ...this.#deflatedParts.flatMap((part, index) => (index === 0 ? [part] : [deflatedInsert, part])),
      trailer,
    ]);
    return { ...body, encoded: true, encodings: ['gzip'], gzip };
  }
}
