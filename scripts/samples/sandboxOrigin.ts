/**
 * The sandbox as samples reach it in `npm run check:samples`: the contract's sandbox router behind
 * HTTPS on a loopback port, with a certificate made for the run (openssl, for 127.0.0.1) that each
 * runtime is told to trust. Every request is recorded, so a run can tell whether a sample called
 * the sandbox and what it was answered.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { sandboxFor } from '../../server/sandbox/sandboxRouter.ts';
import type { SandboxStore } from '../../server/sandbox/store/sandboxStore.ts';

const run = promisify(execFile);

export interface SandboxCall {
  method: string;
  path: string;
  status: number;
}

export interface SandboxOrigin {
  /** `https://127.0.0.1:<port>`: the sandbox's `/v2/…` paths are at its root, as on the real host. */
  origin: string;
  /** The certificate file every runtime trusts for this run. */
  certificate: string;
  /** The calls made since the last `take`, removed from the record. */
  take: () => SandboxCall[];
  close: () => Promise<void>;
}

async function selfSignedCertificate(dir: string): Promise<{ key: string; cert: string }> {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { key, cert };
}

export interface SandboxOriginOptions {
  /** Where the sandbox keeps its state (PostgreSQL, as with SANDBOX_DATABASE_URL); absent: in memory. */
  store?: SandboxStore;
}

export async function startSandboxOrigin(
  contract: { json: string },
  options: SandboxOriginOptions = {},
): Promise<SandboxOrigin> {
  // The limits are the real ones many times over: a run makes a few hundred calls in a minute, and
  // every run of a flow mints a key from this one address, run after run on a database that keeps
  // counting.
  const sandbox = sandboxFor(contract, {
    rateLimit: { limit: 6000, windowMs: 60_000 },
    mintLimit: { limit: 1000, windowMs: 3_600_000 },
    ...(options.store ? { store: options.store } : {}),
  });
  if (!sandbox)
    throw new Error('api/openapi.yaml names no sandbox server: there is nothing to run the samples against');
  const dir = await mkdtemp(join(tmpdir(), 'portal-samples-tls-'));
  const files = await selfSignedCertificate(dir);
  let calls: SandboxCall[] = [];
  const app = express();
  app.use((req, res, next) => {
    res.on('finish', () => calls.push({ method: req.method, path: req.originalUrl, status: res.statusCode }));
    next();
  });
  app.use(sandbox);
  const server: Server = createServer({ key: await readFile(files.key), cert: await readFile(files.cert) }, app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    certificate: files.cert,
    take: () => {
      const taken = calls;
      calls = [];
      return taken;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
