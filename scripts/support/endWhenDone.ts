/**
 * Ends a script's process once its work is done, should something keep it running: a build must
 * always end (`npm start` serves only after it, and a Docker build waits on it). The timers site
 * code starts are stopped and named by the build itself (siteCodeBox.ts); this is for anything
 * else (a socket a site module opened, a file watcher), named here as Node lists it.
 */
export function endWhenDone(what: string, graceMs = 2000): void {
  const timer = setTimeout(() => {
    const left = process.getActiveResourcesInfo();
    console.warn(
      `warning: ${what} is done, but ${left.length} resource${left.length === 1 ? '' : 's'} kept the process running (${left.join(', ')}): it ends now`,
    );
    process.exit(process.exitCode ?? 0);
  }, graceMs);
  // Waits only on what else keeps the process running: without any, the process ends by itself.
  timer.unref();
}
