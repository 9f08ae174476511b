/** The server's configuration: read once from the environment, validated, and passed down. */
import express from 'express';

export interface ServerConfig {
  port: number;
  host: string;
  /** Path prefix the portal is served under; starts and ends with `/`. */
  baseUrl: string;
  /** Public origin for canonical links and the sitemap, without a trailing slash. */
  siteUrl: string;
  /** Express `trust proxy` setting: false, a hop count, or a list of trusted addresses. */
  trustProxy: boolean | number | string;
  logLevel: LogLevel;
  shutdown: ShutdownTiming;
  /** `SOURCE_MAPS=public` serves the client's source maps; by default they are not served. */
  sourceMaps: boolean;
  /** Port of the Prometheus metrics listener (on `host`); undefined: no metrics listener. */
  metricsPort?: number;
}

/** What SIGTERM does when (see server/drain/): the defaults suit deploy/kubernetes/. */
export interface ShutdownTiming {
  /** Keep serving (healthz 503) this long, so endpoints and load balancers take the server out. */
  delayMs: number;
  /** Exit 0 before this, counted from SIGTERM, whatever is still running. */
  timeoutMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownTiming = { delayMs: 5_000, timeoutMs: 10_000 };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A configuration mistake; its message is the one line start-up prints before stopping. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = readPort(env.PORT ?? '3000');
  const host = env.HOST ?? '0.0.0.0';
  if (!/^[\w.:-]+$/.test(host)) throw new ConfigError(`HOST must be a host name or address, got "${host}"`);
  return {
    port,
    host,
    baseUrl: readBaseUrl(env.BASE_URL ?? '/'),
    siteUrl: readSiteUrl(env.SITE_URL ?? `http://localhost:${port}`),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: readLogLevel(env.LOG_LEVEL ?? 'info'),
    shutdown: readShutdown(env.SHUTDOWN_DELAY_MS, env.SHUTDOWN_TIMEOUT_MS),
    sourceMaps: readSourceMaps(env.SOURCE_MAPS),
    metricsPort: readMetricsPort(env.METRICS_PORT, port),
  };
}

function readMilliseconds(name: string, raw: string): number {
  if (!/^\d{1,7}$/.test(raw)) throw new ConfigError(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return Number(raw);
}

function readShutdown(delay: string | undefined, timeout: string | undefined): ShutdownTiming {
  const delayMs = delay === undefined ? DEFAULT_SHUTDOWN.delayMs : readMilliseconds('SHUTDOWN_DELAY_MS', delay);
  const timeoutMs =
    timeout === undefined ? DEFAULT_SHUTDOWN.timeoutMs : readMilliseconds('SHUTDOWN_TIMEOUT_MS', timeout);
  if (timeoutMs <= delayMs) {
    throw new ConfigError(
      `SHUTDOWN_TIMEOUT_MS (${timeoutMs}) must be longer than SHUTDOWN_DELAY_MS (${delayMs}), to leave time for the drain`,
    );
  }
  return { delayMs, timeoutMs };
}

function readPort(raw: string): number {
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

/** Off unless set. Never the public port: metrics are for the cluster, not for the internet. */
function readMetricsPort(raw: string | undefined, port: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigError(`METRICS_PORT must be a whole number from 1 to 65535 (or unset: no metrics), got "${raw}"`);
  }
  if (Number(raw) === port)
    throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): metrics are never served on the public port`);
  return Number(raw);
}

/** Conservative on purpose: the prefix ends up in every link, redirect and asset URL. */
function readBaseUrl(raw: string): string {
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(raw) || /(^|\/)\.{1,2}\//.test(raw)) {
    throw new ConfigError(
      `BASE_URL must start and end with "/" and contain only path segments, such as "/developer/", got "${raw}"`,
    );
  }
  return raw;
}

function readSiteUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `SITE_URL must be an absolute http(s) URL such as "https://developers.example.com", got "${raw}"`,
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new ConfigError(
      `SITE_URL must be an absolute http(s) URL such as "https://developers.example.com", got "${raw}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

function readTrustProxy(raw: string | undefined): ServerConfig['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false' || raw === 'off') return false;
  if (raw === 'true' || raw === 'on') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  // Express accepts addresses, subnets and the names loopback, linklocal and uniquelocal. Compile
  // the list the way Express will, so "banana" stops start-up here instead of failing later.
  try {
    express().set('trust proxy', raw);
    return raw;
  } catch {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count or a list of addresses and subnets (such as "loopback, 10.0.0.0/8"), got "${raw}"`,
    );
  }
}

function readLogLevel(raw: string): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

function readSourceMaps(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'hidden') return false;
  if (raw === 'public') return true;
  throw new ConfigError(
    `SOURCE_MAPS must be "public" (serve the client's source maps) or "hidden" (the default), got "${raw}"`,
  );
}
