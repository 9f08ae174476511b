/** Sends a prepared body: picks br, gzip or identity, answers If-None-Match with 304, honours HEAD. */
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';
import type { PreparedBody } from './preparedBody.ts';

export interface SendOptions {
  status?: number;
  cacheControl: string;
}

/** The revalidation policy of HTML and JSON: caches (browser, CDN, nginx) keep them but ask first. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

type Encoding = 'br' | 'gzip';

/** Our order among equally acceptable encodings: br is the smallest, browsers list gzip first. */
const PREFERRED = ['br', 'gzip', 'identity'];

function chooseEncoding(req: Request, body: PreparedBody): Encoding | undefined {
  const offered = (['br', 'gzip'] as const).filter((encoding) => body[encoding]);
  if (offered.length === 0) return undefined;
  // @types/negotiator lacks the options argument of negotiator 1.x.
  const encodings = new Negotiator(req) as unknown as {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const chosen = encodings.encodings([...offered, 'identity'], { preferred: PREFERRED })[0];
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** RFC 9110 weak comparison: a proxy that re-encodes may turn our strong tag into `W/"…"`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function sendPrepared(req: Request, res: Response, body: PreparedBody, { status = 200, cacheControl }: SendOptions): void {
  const encoding = chooseEncoding(req, body);
  const etag = encoding ? body.etag.replace(/"$/, `-${encoding}"`) : body.etag;
  res.setHeader('Content-Type', body.type);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  if (body.br || body.gzip) res.setHeader('Vary', 'Accept-Encoding');

  if (status === 200 && matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  const payload = encoding ? (body[encoding] as Buffer) : body.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', payload.length);
  res.status(status);
  if (req.method === 'HEAD') res.end();
  else res.end(payload);
}
