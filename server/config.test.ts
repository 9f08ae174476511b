import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('readConfig', () => {
  it('has the contract’s defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      baseUrl: '/',
      siteUrl: 'http://localhost:3000',
      trustProxy: false,
      logLevel: 'info',
      shutdown: { delayMs: 5000, timeoutMs: 10000 },
      sourceMaps: false,
      sandboxStoreMb: 32,
    });
  });

  it('reads every variable', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        BASE_URL: '/developer/',
        SITE_URL: 'https://developers.advoca.io/',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_MS: '0',
        SHUTDOWN_TIMEOUT_MS: '25000',
        SOURCE_MAPS: 'public',
        METRICS_PORT: '9464',
        SANDBOX_DATABASE_URL: 'postgresql://portal:s3cret@db.internal:5432/sandbox',
        SANDBOX_STORE_MB: '256',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      baseUrl: '/developer/',
      siteUrl: 'https://developers.advoca.io',
      trustProxy: 'loopback, 10.0.0.0/8',
      logLevel: 'warn',
      shutdown: { delayMs: 0, timeoutMs: 25000 },
      sourceMaps: true,
      metricsPort: 9464,
      sandboxDatabaseUrl: 'postgresql://portal:s3cret@db.internal:5432/sandbox',
      sandboxStoreMb: 256,
    });
  });

  it('sizes the sandbox’s data for its store unless SANDBOX_STORE_MB says', () => {
    expect(readConfig({}).sandboxStoreMb).toBe(32);
    expect(readConfig({ SANDBOX_DATABASE_URL: 'postgresql://db/sandbox' }).sandboxStoreMb).toBe(1024);
    expect(readConfig({ SANDBOX_STORE_MB: '16' }).sandboxStoreMb).toBe(16);
  });

  it.each(['0', '-1', '1.5', '48MB', '1000000'])('refuses SANDBOX_STORE_MB=%j in one line', (raw) => {
    expect(() => readConfig({ SANDBOX_STORE_MB: raw })).toThrow(
      /^SANDBOX_STORE_MB must be a whole number of megabytes from 1 to 999999/,
    );
  });

  it.each([
    ['true', true],
    ['1', 1],
    ['false', false],
    ['', false],
  ])('reads TRUST_PROXY=%j as %j', (raw, value) => {
    expect(readConfig({ TRUST_PROXY: raw }).trustProxy).toBe(value);
  });

  it('leaves metrics off unless METRICS_PORT is set', () => {
    expect(readConfig({}).metricsPort).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
  });

  it.each(['postgres://db/sandbox', 'postgresql://portal@/sandbox?host=/run/postgresql', 'postgresql://'])(
    'passes SANDBOX_DATABASE_URL=%j to node-postgres as given',
    (url) => {
      expect(readConfig({ SANDBOX_DATABASE_URL: url }).sandboxDatabaseUrl).toBe(url);
    },
  );

  it('keeps the sandbox in memory unless SANDBOX_DATABASE_URL is set', () => {
    expect(readConfig({}).sandboxDatabaseUrl).toBeUndefined();
    expect(readConfig({ SANDBOX_DATABASE_URL: '' }).sandboxDatabaseUrl).toBeUndefined();
  });

  it.each(['mysql://portal:s3cret@db/sandbox', 'db.internal:5432', 'postgresql://portal:s3cret@db /sandbox'])(
    'refuses SANDBOX_DATABASE_URL=%j in one line that does not repeat it (it may hold a password)',
    (url) => {
      expect(() => readConfig({ SANDBOX_DATABASE_URL: url })).toThrow(
        /^SANDBOX_DATABASE_URL must be a PostgreSQL connection URL, postgresql:\/\/user:password@host:5432\/database$/,
      );
    },
  );

  it('defaults SITE_URL to the chosen port', () => {
    expect(readConfig({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535, got "-1"'],
    [{ HOST: 'bad host' }, 'HOST must be a host name or address, got "bad host"'],
    [{ BASE_URL: 'developer' }, 'BASE_URL must start and end with "/"'],
    [{ BASE_URL: '/developer' }, 'BASE_URL must start and end with "/"'],
    [{ BASE_URL: '//evil.example/' }, 'BASE_URL must start and end with "/"'],
    [{ BASE_URL: '/a/../b/' }, 'BASE_URL must start and end with "/"'],
    [{ BASE_URL: '/dev loper/' }, 'BASE_URL must start and end with "/"'],
    [{ SITE_URL: 'developers.advoca.io' }, 'SITE_URL must be an absolute http(s) URL'],
    [{ SITE_URL: 'ftp://developers.advoca.io' }, 'SITE_URL must be an absolute http(s) URL'],
    [{ TRUST_PROXY: 'yes please!' }, 'TRUST_PROXY must be true, false, a hop count or a list of addresses'],
    [
      { TRUST_PROXY: 'banana' },
      'TRUST_PROXY must be true, false, a hop count or a list of addresses and subnets (such as "loopback, 10.0.0.0/8"), got "banana"',
    ],
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY must be true, false, a hop count or a list of addresses'],
    [
      { SOURCE_MAPS: 'yes' },
      'SOURCE_MAPS must be "public" (serve the client\'s source maps) or "hidden" (the default), got "yes"',
    ],
    [{ SHUTDOWN_DELAY_MS: '5s' }, 'SHUTDOWN_DELAY_MS must be a whole number of milliseconds, got "5s"'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "-1"'],
    [
      { SHUTDOWN_DELAY_MS: '10000', SHUTDOWN_TIMEOUT_MS: '8000' },
      'SHUTDOWN_TIMEOUT_MS (8000) must be longer than SHUTDOWN_DELAY_MS (10000)',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ METRICS_PORT: 'abc' }, 'METRICS_PORT must be a whole number from 1 to 65535 (or unset: no metrics), got "abc"'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be a whole number from 1 to 65535'],
    [{ METRICS_PORT: '65536' }, 'METRICS_PORT must be a whole number from 1 to 65535'],
    [
      { METRICS_PORT: '3000' },
      'METRICS_PORT must differ from PORT (3000): metrics are never served on the public port',
    ],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'METRICS_PORT must differ from PORT (8080)'],
  ])('rejects %j with one clear line', (env, message) => {
    let error: unknown;
    try {
      readConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
