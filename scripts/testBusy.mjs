/**
 * `npm run test:busy [-- <vitest arguments>]`: the suite (`npm test`) on a machine whose every core
 * is already busy, as on a CI runner shared with other jobs. One process per core spins in a busy
 * loop for as long as the suite runs, so a test that passes only on an idle machine (a timeout sized
 * for a quiet laptop, a race with a timer or with background work) fails here rather than in CI.
 * Prints how long the suite took and exits with its status. Arguments go to vitest, as with
 * `npm test -- <arguments>`.
 *
 * The burners are stopped by their pids when the suite ends, fails, or is interrupted; each also
 * exits by itself once this script is gone (it checks its parent pid), so none outlives a `kill -9`.
 * Plain JavaScript: it runs before anything is compiled.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, constants } from 'node:os';

const BURNER = [
  'const parent = process.ppid;',
  'for (let turn = 1; ; turn++) if (turn % 50_000_000 === 0 && process.ppid !== parent) process.exit(0);',
].join('\n');

const cores = availableParallelism();
const burners = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', BURNER], { stdio: 'ignore' }));

function stopBurners() {
  for (const burner of burners.splice(0)) {
    if (burner.pid === undefined || burner.exitCode !== null || burner.signalCode !== null) continue;
    try {
      process.kill(burner.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
// Whatever ends this process (an error included), the burners go first.
process.on('exit', stopBurners);

const args = process.argv.slice(2);
// `npm run` says which npm runs it; `npm` from PATH otherwise.
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'npm', args: [] };
const started = performance.now();
console.log(`test:busy: ${cores} busy processes (one per core), pids ${burners.map((b) => b.pid).join(', ')}`);
const suite = spawn(npm.command, [...npm.args, 'test', ...(args.length > 0 ? ['--', ...args] : [])], {
  stdio: 'inherit',
});

// Ctrl+C reaches the suite from the terminal too; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopBurners();
    if (suite.exitCode === null && suite.signalCode === null) suite.kill(signal);
  });
}

suite.on('error', (error) => {
  stopBurners();
  console.error(`test:busy: could not run npm test: ${error.message}`);
  process.exit(1);
});

suite.on('close', (code, signal) => {
  stopBurners();
  const seconds = Math.round((performance.now() - started) / 1000);
  const took = seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
  const outcome = signal ? `stopped by ${signal}` : code === 0 ? 'passed' : `failed (exit status ${code})`;
  console.log(`test:busy: npm test ${outcome} in ${took}, with ${cores} of ${cores} cores kept busy`);
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
