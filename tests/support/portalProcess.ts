/** A real portal process, run as production runs it: `node <build>/server/main.js` on a free loopback port. */
import { type ChildProcess, spawn } from 'node:child_process';
import { serverNodeArgs } from '../../scripts/buildServer.ts';
import { freePort } from '../../scripts/support/freePort.ts';
import { withinStartupLimit } from './startupLimit.ts';

export interface PortalProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>`, without the base URL. */
  origin: string;
  /** Everything written to stdout and stderr so far (one JSON log line per request at `info`). */
  output: () => string;
  exit: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
}

/** Resolves once `<base>healthz` answers 200; `env` adds to or overrides the configuration. */
export async function startPortalProcess(distDir: string, env: Record<string, string> = {}): Promise<PortalProcess> {
  const port = await freePort();
  const base = env.BASE_URL ?? '/';
  const child = spawn(process.execPath, serverNodeArgs(distDir), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORTAL_DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const started: PortalProcess = {
    child,
    port,
    origin,
    output: () => output,
    exit,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exit;
    },
  };
  const since = performance.now();
  while (withinStartupLimit(since)) {
    if (child.exitCode !== null) throw new Error(`The portal exited with ${child.exitCode}: ${output}`);
    const response = await fetch(`${origin}${base}healthz`).catch(() => null);
    if (response?.status === 200) return started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await started.stop();
  throw new Error(`The portal never became healthy: ${output}`);
}
