/** Where the sandbox answers: the contract's server marked `x-sandbox: true`. */
import type { OpenAPIV3_1 } from 'openapi-types';

/** The path of the server marked `x-sandbox: true` (`/v2`), under which operations are answered. */
export function sandboxServerPath(document: OpenAPIV3_1.Document): string | null {
  const server = document.servers?.find((candidate) => (candidate as { 'x-sandbox'?: unknown })['x-sandbox'] === true);
  if (!server) return null;
  return new URL(server.url).pathname.replace(/\/$/, '');
}
