/**
 * Redocly's ruleset over the contract, through its library: the repository's `redocly.yaml` when
 * there is one (it extends `recommended` and says why each rule it turns off is off), else
 * `recommended` itself. Errors fail the contract check; warnings are returned to be printed.
 */
import { createConfig, getLineColLocation, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';

/** The lint config file, beside the content (as Redocly's CLI finds it). */
export const LINT_CONFIG_FILE = 'redocly.yaml';
const DEFAULT_CONFIG = 'extends: [recommended]\n';

export interface LintResult {
  /** `api/openapi.yaml:42: struct: Property \`x\` is not expected here.`, one a line. */
  errors: string[];
  warnings: string[];
}

type Config = Awaited<ReturnType<typeof createConfig>>;
// The config is built once per text: the check runs in every build, and in tests many times.
const configs = new Map<string, Promise<Config>>();

export async function lintContract(
  text: string,
  displayPath: string,
  { configText = null, file }: { configText?: string | null; file: string },
): Promise<LintResult> {
  const raw = configText ?? DEFAULT_CONFIG;
  let config = configs.get(raw);
  if (!config) {
    config = createConfig(raw);
    configs.set(raw, config);
  }
  const problems = await lintFromString({ source: text, absoluteRef: file, config: await config });
  const lines = (severity: NormalizedProblem['severity']) => [
    ...new Set(
      problems.filter((problem) => problem.severity === severity).map((problem) => lineOf(problem, displayPath)),
    ),
  ];
  return { errors: lines('error'), warnings: lines('warn') };
}

function lineOf(problem: NormalizedProblem, displayPath: string): string {
  const [location] = problem.location;
  const line = location ? getLineColLocation(location).start.line : 1;
  return `${displayPath}:${line}: ${problem.ruleId}: ${problem.message}`;
}
