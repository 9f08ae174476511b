/**
 * The process's sandbox store: PostgreSQL when SANDBOX_DATABASE_URL is set, else none (the sandbox
 * then makes a memory store on first use). The database is not waited for: docs are served
 * whatever it does, and the sandbox answers 503 until it can be reached. Its state is logged in
 * one line at start, and a connection the database ends (a restart) in one line each.
 */
import type { Logger } from 'pino';
import type { ServerConfig } from '../../config.ts';
import { createPostgresStore, type PostgresStore } from './postgresStore.ts';

export function sandboxStoreFor(
  config: Pick<ServerConfig, 'sandboxDatabaseUrl'>,
  logger: Pick<Logger, 'info' | 'warn'>,
): PostgresStore | undefined {
  if (!config.sandboxDatabaseUrl) return undefined;
  const store = createPostgresStore(config.sandboxDatabaseUrl, {
    onPoolError: (error) => logger.warn({ error: error.message }, 'sandbox store: a PostgreSQL connection ended'),
  });
  // The URL is never logged: it may hold a password.
  store.ready().then(
    () => logger.info('sandbox store: PostgreSQL ready'),
    (error: unknown) =>
      logger.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'sandbox store: PostgreSQL unreachable at start; the sandbox answers 503 until it is reachable',
      ),
  );
  return store;
}
