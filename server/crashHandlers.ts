/**
 * An uncaught error leaves the process in an unknown state: log it, then exit non-zero so the
 * orchestrator restarts the container.
 */
import type { Logger } from 'pino';

/** `flush` writes out buffered log lines, so the fatal one is not lost with the process. */
export function installCrashHandlers(logger: Logger, flush: () => void = () => undefined): void {
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    flush();
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    flush();
    process.exit(1);
  });
}
