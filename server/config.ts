/** The server's configuration: read once from the environment, validated, and passed down. */
import express from 'express';
import { z } from 'zod';
import { siteConfig } from '../shared/site-config.ts';

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
  /** PostgreSQL the sandbox keeps its state in, shared by replicas; undefined: in this process's memory. */
  sandboxDatabaseUrl?: string;
  /**
   * Megabytes the sandbox's data may take in all (rules/budget.ts): 32 in memory, sized for the
   * documented 160 MB heap; 1,024 in PostgreSQL.
   */
  sandboxStoreMb: number;
}

/** SANDBOX_STORE_MB's default: what a 160 MB heap leaves a memory store, or a database's share. */
export const DEFAULT_SANDBOX_STORE_MB = { memory: 32, postgres: 1_024 } as const;

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
  const result = environmentSchema.safeParse(env);
  // The first issue, in the order the variables are listed below, is the line start-up prints.
  if (!result.success) throw new ConfigError(result.error.issues[0]?.message ?? 'invalid environment');
  return result.data;
}

/** A rule's message ends with the value as given, so the operator sees what was read. */
const got =
  (rule: string) =>
  ({ input }: { input?: unknown }) =>
    `${rule}, got "${String(input)}"`;

const isPort = (raw: string, lowest: number) => /^\d{1,5}$/.test(raw) && Number(raw) >= lowest && Number(raw) <= 65535;

const milliseconds = (name: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: got(`${name} must be a whole number of milliseconds`) })
    .transform(Number)
    .optional();

/** Conservative on purpose: the prefix ends up in every link, redirect and asset URL. */
const baseUrl = z.string().refine((raw) => /^\/([A-Za-z0-9._~-]+\/)*$/.test(raw) && !/(^|\/)\.{1,2}\//.test(raw), {
  error: got('BASE_URL must start and end with "/" and contain only path segments, such as "/developer/"'),
});

const siteUrl = z
  .string()
  .refine(
    (raw) => {
      const url = URL.canParse(raw) ? new URL(raw) : undefined;
      return (url?.protocol === 'http:' || url?.protocol === 'https:') && !url.search && !url.hash && !url.username;
    },
    { error: got('SITE_URL must be an absolute http(s) URL such as "https://developers.example.com"') },
  )
  .transform((raw) => new URL(raw).href.replace(/\/+$/, ''));

const trustProxy = z
  .string()
  .optional()
  .transform((raw, context): ServerConfig['trustProxy'] => {
    if (raw === undefined || raw === '' || raw === 'false' || raw === 'off') return false;
    if (raw === 'true' || raw === 'on') return true;
    if (/^\d+$/.test(raw)) return Number(raw);
    // Express accepts addresses, subnets and the names loopback, linklocal and uniquelocal. Compile
    // the list the way Express will, so "banana" stops start-up here instead of failing later.
    try {
      express().set('trust proxy', raw);
      return raw;
    } catch {
      context.addIssue(
        got(
          'TRUST_PROXY must be true, false, a hop count or a list of addresses and subnets (such as "loopback, 10.0.0.0/8")',
        )({ input: raw }),
      );
      return z.NEVER;
    }
  });

/**
 * node-postgres reads the rest (a Unix socket is `postgresql://user@/db?host=/run/postgresql`,
 * which WHATWG URL parsing refuses). The message never repeats the value: it may hold a password.
 */
const databaseUrl = z.string().refine((raw) => raw === '' || /^postgres(ql)?:\/\/\S*$/.test(raw), {
  error: 'SANDBOX_DATABASE_URL must be a PostgreSQL connection URL, postgresql://user:password@host:5432/database',
});

/** Every variable the server reads, in the order their mistakes are reported. */
const environmentSchema = z
  .object({
    PORT: z
      .string()
      .refine((raw) => isPort(raw, 0), { error: got('PORT must be a whole number from 0 to 65535') })
      .transform(Number)
      .prefault('3000'),
    HOST: z
      .string()
      .regex(/^[\w.:-]+$/, { error: got('HOST must be a host name or address') })
      .prefault('0.0.0.0'),
    // The site's own settings give the defaults (an imported Docusaurus site keeps its url and baseUrl).
    BASE_URL: baseUrl.prefault(siteConfig.settings.baseUrl ?? '/'),
    SITE_URL: siteUrl.optional(),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: got(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`) }).prefault('info'),
    SHUTDOWN_DELAY_MS: milliseconds('SHUTDOWN_DELAY_MS'),
    SHUTDOWN_TIMEOUT_MS: milliseconds('SHUTDOWN_TIMEOUT_MS'),
    SOURCE_MAPS: z
      .enum(['', 'hidden', 'public'], {
        error: got('SOURCE_MAPS must be "public" (serve the client\'s source maps) or "hidden" (the default)'),
      })
      .optional(),
    // Off unless set. Never the public port: metrics are for the cluster, not for the internet.
    METRICS_PORT: z
      .string()
      .refine((raw) => raw === '' || isPort(raw, 1), {
        error: got('METRICS_PORT must be a whole number from 1 to 65535 (or unset: no metrics)'),
      })
      .optional(),
    SANDBOX_DATABASE_URL: databaseUrl.optional(),
    SANDBOX_STORE_MB: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, { error: got('SANDBOX_STORE_MB must be a whole number of megabytes from 1 to 999999') })
      .transform(Number)
      .optional(),
  })
  .transform((env, context): ServerConfig => {
    const shutdown = {
      delayMs: env.SHUTDOWN_DELAY_MS ?? DEFAULT_SHUTDOWN.delayMs,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN.timeoutMs,
    };
    if (shutdown.timeoutMs <= shutdown.delayMs) {
      context.addIssue(
        `SHUTDOWN_TIMEOUT_MS (${shutdown.timeoutMs}) must be longer than SHUTDOWN_DELAY_MS (${shutdown.delayMs}), to leave time for the drain`,
      );
    }
    const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
    if (metricsPort === env.PORT) {
      context.addIssue(`METRICS_PORT must differ from PORT (${env.PORT}): metrics are never served on the public port`);
    }
    return {
      port: env.PORT,
      host: env.HOST,
      baseUrl: env.BASE_URL,
      siteUrl: env.SITE_URL ?? siteConfig.settings.url?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`,
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      shutdown,
      sourceMaps: env.SOURCE_MAPS === 'public',
      metricsPort,
      ...(env.SANDBOX_DATABASE_URL ? { sandboxDatabaseUrl: env.SANDBOX_DATABASE_URL } : {}),
      sandboxStoreMb:
        env.SANDBOX_STORE_MB ?? DEFAULT_SANDBOX_STORE_MB[env.SANDBOX_DATABASE_URL ? 'postgres' : 'memory'],
    };
  });
