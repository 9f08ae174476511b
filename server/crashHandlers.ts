/**
 * An uncaught error leaves the process in an unknown state: log it, then exit non-zero so the
 * orchestrator restarts the container.
 */
import type { Logger } from 'pino';

export function installCrashHandlers(logger: Logger): void {
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
}
