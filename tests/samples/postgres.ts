/**
 * A throwaway PostgreSQL cluster from Debian's packages, for the samples that use a database: made
 * with initdb in a temporary folder, listening only on a Unix socket in that folder (no port to
 * collide with), trusted for the postgres role, removed when stopped. As root, the server runs as
 * the postgres user, which Debian's package creates; PostgreSQL refuses to run as root.
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_LIBS = '/usr/lib/postgresql';

export interface Postgres {
  /** The socket folder: PGHOST for libpq and node-postgres, `host=` in a PDO DSN. */
  host: string;
  user: string;
  database: string;
  /** Runs SQL with psql; its unaligned, tuples-only output. */
  psql: (sql: string) => Promise<string>;
  /**
   * Stops the server in fast mode, so each open connection ends with `terminating connection due
   * to administrator command` as in a real restart, runs `whileDown` (when given) with nothing
   * listening, then starts it again on the same data and socket, and resolves once it accepts
   * connections.
   */
  restart: (whileDown?: () => Promise<unknown>) => Promise<void>;
  /** Stops the server and removes its folder. */
  stop: () => Promise<void>;
}

async function binDir(): Promise<string> {
  const versions = await readdir(POSTGRES_LIBS).catch(() => []);
  const newest = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(`PostgreSQL is not installed (${POSTGRES_LIBS}/<version>/bin): apt-get install -y postgresql`);
  return join(POSTGRES_LIBS, newest, 'bin');
}

export async function startPostgres(): Promise<Postgres> {
  const bin = await binDir();
  const dir = await mkdtemp(join(tmpdir(), 'portal-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const { stdout: ids } = asRoot ? await run('id', ['-u', 'postgres']) : { stdout: '' };
  if (asRoot) {
    await chown(dir, Number(ids.trim()), Number(ids.trim()));
    await chmod(dir, 0o700);
  }
  /** Runs a PostgreSQL program as the user the server must run as. */
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);

  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-c listen_addresses='' -c unix_socket_directories='${dir}' -c fsync=off`;
  const start = () => pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  await start();
  const psql = async (sql: string) =>
    (
      await run(join(bin, 'psql'), [
        '-h',
        dir,
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-v',
        'ON_ERROR_STOP=1',
        '-Atc',
        sql,
      ])
    ).stdout;
  return {
    host: dir,
    user: 'postgres',
    database: 'postgres',
    psql,
    restart: async (whileDown) => {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      try {
        await whileDown?.();
      } finally {
        await start();
      }
    },
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
