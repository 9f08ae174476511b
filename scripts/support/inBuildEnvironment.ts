/**
 * Runs a script that runs the imported site's code (the build, check:docs) in a process of its own
 * whose environment is the build's only (scripts/buildEnvironment.ts): called first thing, it
 * starts this very script again (bundled or through tsx, with the same Node flags and arguments)
 * with that environment and ends with its exit code; in that process it runs `main`.
 */
import { spawn } from 'node:child_process';
import { buildEnvironment, CLEAN_BUILD_MARK } from '../buildEnvironment.ts';

export async function inBuildEnvironment(script: string, main: () => Promise<void>): Promise<void> {
  if (process.env[CLEAN_BUILD_MARK] === 'clean') return main();
  let env: NodeJS.ProcessEnv;
  try {
    env = buildEnvironment();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const child = spawn(process.execPath, [...process.execArgv, script, ...process.argv.slice(2)], {
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
