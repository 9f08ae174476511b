/**
 * The environment the build runs in: what a build needs, not what the server needs. `npm start`
 * builds in the serving environment, which holds the portal's secrets (SANDBOX_DATABASE_URL with
 * its password) and often a platform's credentials; the build runs the imported site's code, which
 * gets a clean `process.env` (server/content/siteModules/siteEnv.ts) but could still read its
 * process's environment from `/proc/self/environ`. So the build runs in a process of its own whose
 * environment holds only the variables below and those DOCS_SITE_ENV lists.
 */
import { siteEnvNames } from '../server/content/siteModules/siteEnv.ts';

/** What the build itself reads, and what Node, git and the shell need to run. */
const KEPT = [
  /^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TMP|TEMP|TERM|TZ|LANG|LANGUAGE)$/,
  /^LC_[A-Z]+$/,
  /^(NODE_ENV|NODE_EXTRA_CA_CERTS|CI|FORCE_COLOR|NO_COLOR|SOURCE_DATE_EPOCH)$/,
  // The portal's build settings (PORTAL_CONTENT_ROOT, PORTAL_DIST_DIR, DOCS_ON_PAGE_ERROR, DOCS_PAGE_CACHE…).
  /^(PORTAL|DOCS)_[A-Z0-9_]+$/,
  // git, which dates pages, as the machine configures it.
  /^GIT_[A-Z0-9_]+$/,
];

/** Set in the build's own process: it runs with the environment below already. */
export const CLEAN_BUILD_MARK = 'PORTAL_BUILD_ENVIRONMENT';

export function buildEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const passed = new Set(siteEnvNames(env));
  const clean: NodeJS.ProcessEnv = { [CLEAN_BUILD_MARK]: 'clean' };
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && (passed.has(name) || KEPT.some((pattern) => pattern.test(name)))) clean[name] = value;
  return clean;
}
