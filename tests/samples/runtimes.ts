/**
 * The language runtimes the samples' tests use: Node (this one), Debian's php-cli and ruby. A
 * missing runtime fails the test that needs it, naming the package, rather than skipping it.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/support/freePort.ts';
import { withinStartupLimit } from '../support/startupLimit.ts';

const run = promisify(execFile);

export const RUNTIMES = {
  node: { command: process.execPath, package: 'nodejs' },
  php: { command: 'php', package: 'php-cli' },
  ruby: { command: 'ruby', package: 'ruby' },
} as const;

export type Runtime = keyof typeof RUNTIMES;

/** Runs `args` with the runtime, `input` on stdin; its stdout. */
export async function runWith(
  runtime: Runtime,
  args: string[],
  input = '',
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const { command, package: name } = RUNTIMES[runtime];
  const child = run(command, args, { env: { ...process.env, ...env }, timeout: 30_000, maxBuffer: 4 * 1024 * 1024 });
  child.child.stdin?.end(input);
  try {
    return (await child).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${command} is not installed: apt-get install -y ${name}`, { cause: error });
    }
    throw error;
  }
}

export interface SampleServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Everything the server wrote so far. */
  output: () => string;
  /** SIGTERM to the process it started; resolves when it has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts a sample server (`args` given the free port it must listen on) and resolves once it
 * answers HTTP at all; a server that exits first fails with its output.
 */
export async function startSampleServer(
  runtime: Runtime,
  args: (port: number) => string[],
  env: NodeJS.ProcessEnv = {},
): Promise<SampleServer> {
  const { command, package: name } = RUNTIMES[runtime];
  const port = await freePort();
  const child = spawn(command, args(port), { env: { ...process.env, PORT: String(port), ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let spawnError: NodeJS.ErrnoException | undefined;
  child.once('error', (error) => (spawnError = error));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const since = performance.now();
  while (withinStartupLimit(since)) {
    if (spawnError?.code === 'ENOENT') throw new Error(`${command} is not installed: apt-get install -y ${name}`);
    if (child.exitCode !== null)
      throw new Error(`${command} ${args(port).join(' ')} exited with ${child.exitCode}: ${output}`);
    if (await fetch(origin).catch(() => null)) return { origin, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${command} ${args(port).join(' ')} never answered on port ${port}: ${output}`);
}
