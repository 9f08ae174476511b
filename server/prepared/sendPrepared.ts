/** Sends a prepared body: picks br, gzip or identity, answers If-None-Match with 304, honours HEAD. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import type { Encoding, PreparedBody } from './preparedBody.ts';

export interface SendOptions {
  status?: number;
  cacheControl: string;
}

/** The revalidation policy of HTML and JSON: caches (browser, CDN, nginx) keep them but ask first. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Our order among equally acceptable encodings: br is the smallest, browsers list gzip first. */
const PREFERRED = ['br', 'gzip', 'identity'];

/** Accept-Encoding values repeat endlessly (one per browser): negotiate each once. */
const negotiated = new Map<string, string[]>();
const MAX_REMEMBERED = 256;

function acceptableEncodings(req: IncomingMessage): string[] {
  const header = req.headers['accept-encoding'] ?? '';
  let order = negotiated.get(header);
  if (!order) {
    // @types/negotiator lacks the options argument of negotiator 1.x.
    const negotiator = new Negotiator(req) as unknown as {
      encodings(available: string[], options: { preferred: string[] }): string[];
    };
    order = negotiator.encodings(['br', 'gzip', 'identity'], { preferred: PREFERRED });
    if (negotiated.size < MAX_REMEMBERED) negotiated.set(header, order);
  }
  return order;
}

const BOTH: readonly Encoding[] = ['br', 'gzip'];

/** The client's most preferred form among those the body has; undefined for identity. */
function chooseEncoding(req: IncomingMessage, body: PreparedBody): Encoding | undefined {
  if (!body.encoded) return undefined;
  const offered = body.encodings ?? BOTH;
  const chosen = acceptableEncodings(req).find(
    (encoding) => encoding === 'identity' || offered.includes(encoding as Encoding),
  );
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** RFC 9110 weak comparison: a proxy that re-encodes may turn our strong tag into `W/"…"`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** What to answer for `body`: the status, the representation's headers and the bytes (null for 304 or HEAD). */
export interface Representation {
  status: number;
  headers: [string, string][];
  payload: Buffer | null;
}

export function represent(
  req: IncomingMessage,
  body: PreparedBody,
  { status = 200, cacheControl }: SendOptions,
): Representation {
  const encoding = chooseEncoding(req, body);
  // The payload is read first: the br form's quality (and so its tag) is known once it exists.
  const payload = encoding ? (body[encoding] as Buffer) : body.identity;
  // Each form its own tag, the brotli one with its quality: a tag names one byte sequence.
  const form = encoding === 'br' ? `br${body.brQuality ?? 4}` : encoding;
  const etag = form ? body.etag.replace(/"$/, `-${form}"`) : body.etag;
  const headers: [string, string][] = [
    ['Content-Type', body.type],
    ['Cache-Control', cacheControl],
    ['ETag', etag],
  ];
  const vary = [...(body.encoded ? ['Accept-Encoding'] : []), ...(body.variesWithAccept ? ['Accept'] : [])];
  if (vary.length > 0) headers.push(['Vary', vary.join(', ')]);
  if (body.headers) headers.push(...body.headers);
  if (status === 200 && matches(req.headers['if-none-match'], etag)) return { status: 304, headers, payload: null };
  if (encoding) headers.push(['Content-Encoding', encoding]);
  headers.push(['Content-Length', String(payload.length)]);
  return { status, headers, payload: req.method === 'HEAD' ? null : payload };
}

/** Works on plain Node requests and responses too. */
export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  body: PreparedBody,
  options: SendOptions,
): void {
  const { status, headers, payload } = represent(req, body, options);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.statusCode = status;
  res.end(payload ?? undefined);
}
