/**
 * Runs one sample in its language, pointed at the local sandbox: the contract's sandbox host is
 * rewritten to the local origin (in URLs, and in the host and port fields of Node's request
 * options), and each runtime is told to trust the run's certificate. A sample runs in a folder of
 * its own, with the portal's node_modules on Node's path (for `require("express")`), for 20 s at most.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../server/projectPaths.ts';
import type { SampleRuntime } from './samplesOf.ts';

const run = promisify(execFile);
const TIMEOUT_MS = 20_000;

export interface RunTarget {
  /** The contract's sandbox origin as samples write it: `https://sandbox.api.advoca.io`. */
  sandboxOrigin: string;
  /** Where it is served for this run: `https://127.0.0.1:<port>`. */
  localOrigin: string;
  certificate: string;
}

export interface SampleRun {
  exitCode: number;
  /** The end of what it printed (stdout, then stderr), for a failure's message. */
  output: string;
}

const FILE_NAME: Record<SampleRuntime, string> = {
  bash: 'sample.sh',
  node: 'sample.js',
  php: 'sample.php',
  ruby: 'sample.rb',
  python: 'sample.py',
};

/** The sample with the sandbox's host pointed at the local origin. */
export function pointedAtLocal(code: string, target: RunTarget): string {
  const sandbox = new URL(target.sandboxOrigin);
  const local = new URL(target.localOrigin);
  let text = code.replaceAll(sandbox.origin, local.origin);
  // Node's request options name the host and the port apart: hostname: 'sandbox…', port: null.
  const quotedHost = new RegExp(`(['"])${sandbox.hostname.replaceAll('.', '\\.')}\\1`, 'g');
  if (quotedHost.test(text)) {
    text = text.replace(quotedHost, `$1${local.hostname}$1`).replace(/\bport: null\b/g, `port: ${local.port}`);
  }
  return text;
}

function command(runtime: SampleRuntime, file: string, certificate: string): [string, string[]] {
  switch (runtime) {
    case 'bash':
      return ['bash', ['-e', file]];
    case 'node':
      return [process.execPath, [file]];
    case 'php':
      return ['php', ['-d', `curl.cainfo=${certificate}`, '-d', `openssl.cafile=${certificate}`, file]];
    case 'ruby':
      return ['ruby', [file]];
    case 'python':
      return ['python3', [file]];
  }
}

export async function runSample(runtime: SampleRuntime, code: string, target: RunTarget): Promise<SampleRun> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-sample-'));
  try {
    const file = join(dir, FILE_NAME[runtime]);
    await writeFile(file, pointedAtLocal(code, target));
    const [program, args] = command(runtime, file, target.certificate);
    const { certificate } = target;
    const env = {
      ...process.env,
      CURL_CA_BUNDLE: certificate,
      SSL_CERT_FILE: certificate,
      NODE_EXTRA_CA_CERTS: certificate,
      REQUESTS_CA_BUNDLE: certificate,
      NODE_PATH: join(projectRoot, 'node_modules'),
    };
    try {
      const { stdout, stderr } = await run(program, args, { cwd: dir, env, timeout: TIMEOUT_MS, maxBuffer: 1 << 22 });
      return { exitCode: 0, output: `${stdout}${stderr}` };
    } catch (error) {
      const failed = error as NodeJS.ErrnoException & {
        code?: unknown;
        stdout?: string;
        stderr?: string;
        killed?: boolean;
      };
      if (failed.code === 'ENOENT') return { exitCode: 127, output: `${program} is not installed` };
      const why = failed.killed ? `stopped after ${TIMEOUT_MS / 1000} s` : '';
      return {
        exitCode: typeof failed.code === 'number' ? failed.code : 1,
        output: `${failed.stdout ?? ''}${failed.stderr ?? ''}${why}`,
      };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
