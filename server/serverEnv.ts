/** Reads and validates the environment the server needs; a bad value stops start-up with one line. */

export interface ServerEnv {
  port: number;
  host: string;
}

export class ServerEnvError extends Error {
  override name = 'ServerEnvError';
}

export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const rawPort = env.PORT ?? '3000';
  if (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535) {
    throw new ServerEnvError(`PORT must be a whole number from 0 to 65535, got "${rawPort}"`);
  }
  const host = env.HOST ?? '0.0.0.0';
  if (host.trim() === '') throw new ServerEnvError('HOST must not be empty');
  return { port: Number(rawPort), host };
}
