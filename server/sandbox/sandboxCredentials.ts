/**
 * Who may call what on the sandbox, from the contract's security schemes alone. Each scheme's
 * `x-example` (`ut_9Qm4Zr7Xw2Lk`, `sk_test_7Hc2Qp9LxV4m`) shows its credential's prefix (`ut_`,
 * `sk_test_`): a credential with that prefix is accepted, one of another scheme is the API's
 * `403 forbidden`, a live key is a `401` that explains the sandbox, and anything else is `401`.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { SandboxError } from './sandboxError.ts';

type SecuritySchemes = Record<string, OpenAPIV3_1.SecuritySchemeObject & { 'x-example'?: unknown }>;

/** The prefix of a credential: everything up to its last `_` (`sk_test_7Hc2…` → `sk_test_`). */
const prefixOf = (credential: string) => credential.slice(0, credential.lastIndexOf('_') + 1);

/** Live credentials and public SDK keys: real, but never accepted here. */
const LIVE_PREFIX = /^(sk|pk)_live_/;
const PUBLIC_KEY_PREFIX = /^pk_(test|live)_/;

export class SandboxCredentials {
  /** Scheme name → accepted prefix, for the bearer schemes that show an example credential. */
  private readonly prefixes = new Map<string, string>();
  /** Scheme name → what readers call it: its `bearerFormat` ("user token"), else its name. */
  private readonly labels = new Map<string, string>();

  constructor(schemes: SecuritySchemes) {
    for (const [name, scheme] of Object.entries(schemes)) {
      const example = scheme['x-example'];
      if (
        scheme.type === 'http' &&
        scheme.scheme === 'bearer' &&
        typeof example === 'string' &&
        example.includes('_')
      ) {
        this.prefixes.set(name, prefixOf(example));
        this.labels.set(name, scheme.bearerFormat ?? name);
      }
    }
  }

  /** Null when `authorization` satisfies one of the operation's requirements, else the answer. */
  check(
    requirements: OpenAPIV3_1.SecurityRequirementObject[] | undefined,
    authorization: string | undefined,
  ): SandboxError | null {
    const schemes = (requirements ?? []).flatMap((requirement) => Object.keys(requirement));
    if (schemes.length === 0) return null;
    const wanted = schemes.map((name) => this.describe(name)).join(' or ');
    const match = /^Bearer +(\S+)$/i.exec(authorization?.trim() ?? '');
    if (!match) {
      return { status: 401, message: `Send ${wanted} as "Authorization: Bearer <credential>".` };
    }
    const credential = match[1] as string;
    if (schemes.some((name) => this.accepts(name, credential))) return null;
    if (LIVE_PREFIX.test(credential)) {
      return {
        status: 401,
        message: `This is the sandbox: live credentials do not work here. Use ${wanted}; test keys are under Developers → API keys with Test mode on.`,
      };
    }
    const otherScheme = [...this.prefixes.keys()].find((name) => this.accepts(name, credential));
    if (otherScheme || PUBLIC_KEY_PREFIX.test(credential)) {
      return {
        status: 403,
        message: `This endpoint takes ${wanted}, not ${otherScheme ? this.describe(otherScheme) : 'a public SDK key'}.`,
      };
    }
    return { status: 401, message: `The credential is not ${wanted}.` };
  }

  private accepts(scheme: string, credential: string): boolean {
    const prefix = this.prefixes.get(scheme);
    return (
      prefix !== undefined && credential.startsWith(prefix) && /^[A-Za-z0-9]+$/.test(credential.slice(prefix.length))
    );
  }

  private describe(scheme: string): string {
    const prefix = this.prefixes.get(scheme);
    const label = this.labels.get(scheme) ?? scheme;
    return prefix ? `a ${label} (${prefix}…)` : `a ${label}`;
  }
}
