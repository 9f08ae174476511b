/**
 * Runs one sample in its language, pointed at the local sandbox: the contract's sandbox host is
 * rewritten to the local origin (in URLs, and in the host and port fields of Node's request
 * options), and each runtime is told to trust the run's certificate. A sample runs in a folder of
 * its own, with the portal's node_modules on Node's path (for `require("express")`), for 20 s at most.
 * A step of a flow runs in the flow's folder instead, with what earlier steps exported in its
 * environment; a bash step hands on what it exports (read back through `BASH_ENV`, below).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  /** What a bash step of a flow exported (new or changed variables), for the steps after it. */
  exported: Record<string, string>;
}

/** Where a step of a flow runs (scripts/samples/sampleFlow.ts). */
export interface FlowStep {
  /** The flow's working folder: every step runs there and finds what earlier steps left in it. */
  dir: string;
  /** A folder of the runner's own, outside the working folder, for the step's exports. */
  stateDir: string;
  /** What earlier steps exported. */
  env: Record<string, string>;
  /** 1-based, for the step's file name (`step-2.sh`). */
  index: number;
}

/** Variables bash sets by itself: not something a step exported. */
const SHELL_OWN = new Set(['PWD', 'OLDPWD', 'SHLVL', '_']);

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

/**
 * Non-interactive bash reads the file `BASH_ENV` names before the script: there a step gets an EXIT
 * trap that writes its environment out (NUL-separated, so values may hold newlines), whichever way
 * it ends, and the sample's own text runs unchanged, at its own line numbers.
 */
async function exportTrap(stateDir: string): Promise<{ BASH_ENV: string; exportsFile: string }> {
  const exportsFile = join(stateDir, 'exported');
  const trapFile = join(stateDir, 'export-trap.sh');
  await rm(exportsFile, { force: true });
  await writeFile(trapFile, `trap 'env -0 > ${JSON.stringify(exportsFile)}' EXIT\n`);
  return { BASH_ENV: trapFile, exportsFile };
}

/** The variables in `written` (what `env -0` printed) that `before` did not hold with that value. */
function exportedSince(before: Record<string, string | undefined>, written: string): Record<string, string> {
  const exported: Record<string, string> = {};
  for (const entry of written.split('\0')) {
    const equals = entry.indexOf('=');
    if (equals <= 0) continue;
    const name = entry.slice(0, equals);
    const value = entry.slice(equals + 1);
    if (!SHELL_OWN.has(name) && before[name] !== value) exported[name] = value;
  }
  return exported;
}

export async function runSample(
  runtime: SampleRuntime,
  code: string,
  target: RunTarget,
  step?: FlowStep,
): Promise<SampleRun> {
  const dir = step ? step.dir : await mkdtemp(join(tmpdir(), 'portal-sample-'));
  try {
    const file = join(dir, step ? FILE_NAME[runtime].replace('sample', `step-${step.index}`) : FILE_NAME[runtime]);
    await writeFile(file, pointedAtLocal(code, target));
    const [program, args] = command(runtime, file, target.certificate);
    const { certificate } = target;
    const trap = step && runtime === 'bash' ? await exportTrap(step.stateDir) : null;
    const env: Record<string, string | undefined> = {
      ...process.env,
      ...step?.env,
      CURL_CA_BUNDLE: certificate,
      SSL_CERT_FILE: certificate,
      NODE_EXTRA_CA_CERTS: certificate,
      REQUESTS_CA_BUNDLE: certificate,
      NODE_PATH: join(projectRoot, 'node_modules'),
      ...(trap ? { BASH_ENV: trap.BASH_ENV } : {}),
    };
    const exported = async () =>
      trap ? exportedSince(env, await readFile(trap.exportsFile, 'utf8').catch(() => '')) : {};
    try {
      const { stdout, stderr } = await run(program, args, { cwd: dir, env, timeout: TIMEOUT_MS, maxBuffer: 1 << 22 });
      return { exitCode: 0, output: `${stdout}${stderr}`, exported: await exported() };
    } catch (error) {
      const failed = error as NodeJS.ErrnoException & {
        code?: unknown;
        stdout?: string;
        stderr?: string;
        killed?: boolean;
      };
      if (failed.code === 'ENOENT') return { exitCode: 127, output: `${program} is not installed`, exported: {} };
      const why = failed.killed ? `stopped after ${TIMEOUT_MS / 1000} s` : '';
      return {
        exitCode: typeof failed.code === 'number' ? failed.code : 1,
        output: `${failed.stdout ?? ''}${failed.stderr ?? ''}${why}`,
        exported: {},
      };
    }
  } finally {
    if (!step) await rm(dir, { recursive: true, force: true });
  }
}
