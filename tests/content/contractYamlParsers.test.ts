/**
 * The contract readers download (`<BASE_URL>openapi.yaml`) loads in the YAML parsers their tools
 * use, and means there what the portal means: PyYAML and Ruby's Psych, both YAML 1.1, each give
 * exactly the document served as `<BASE_URL>openapi.json`. YAML 1.1 reads some plain scalars
 * differently from the portal's YAML 1.2 parser: `? ` in a flow mapping starts a complex key,
 * unquoted dates become dates, `yes`/`no`/`on`/`off` booleans, `0755` an octal number. Quote them.
 *
 * Needs Debian's python3-yaml and ruby. As every tool the tests need, a missing one fails the test
 * (naming the package), with or without CI=true; it is never skipped.
 */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteBuild } from '../support/siteBuild.ts';

/** A value of a type JSON has not (a date, a symbol), or a key that is not a string, is marked so it differs. */
const PYYAML = `
import json, sys, yaml
def plain(value):
    if isinstance(value, dict):
        return {key if isinstance(key, str) else "<%s> %s" % (type(key).__name__, key): plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    return {"<not JSON>": type(value).__name__, "value": str(value)}
json.dump(plain(yaml.safe_load(sys.stdin.read())), sys.stdout, ensure_ascii=False)
`;

const PSYCH = `
plain = lambda do |value|
  case value
  when Hash then value.to_h { |key, item| [key.is_a?(String) ? key : "<#{key.class}> #{key}", plain.(item)] }
  when Array then value.map { |item| plain.(item) }
  when String, Integer, Float, true, false, nil then value
  else { "<not JSON>" => value.class.name, "value" => value.to_s }
  end
end
puts JSON.generate(plain.(YAML.safe_load($stdin.read, permitted_classes: [Date, Time, Symbol], aliases: true)))
`;

interface Parser {
  name: string;
  command: string;
  args: string[];
  /** The Debian package that brings it. */
  debianPackage: string;
  /** YAML the portal's parser reads and this one refuses. */
  refuses: string[];
}

const PARSERS: Parser[] = [
  {
    name: 'PyYAML',
    command: 'python3',
    args: ['-c', PYYAML],
    debianPackage: 'python3-yaml',
    refuses: ['value: { body: Can my landlord keep the deposit? }'],
  },
  {
    name: 'Psych (Ruby)',
    command: 'ruby',
    args: ['-rdate', '-ryaml', '-rjson', '-e', PSYCH],
    debianPackage: 'ruby',
    refuses: [],
  },
];

/** The parser's reading of `yaml`, as JSON; fails naming the package when the parser is missing. */
function parseWith(parser: Parser, yaml: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = execFile(parser.command, parser.args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const missing =
          (error as NodeJS.ErrnoException).code === 'ENOENT' ||
          /No module named .?yaml|cannot load such file/.test(stderr);
        reject(
          new Error(
            missing
              ? `${parser.name} is not installed: apt-get install -y ${parser.debianPackage}`
              : `${parser.name} cannot load the contract: ${stderr.trim().split('\n').slice(-6).join(' | ')}`,
          ),
        );
        return;
      }
      resolve(JSON.parse(stdout));
    });
    child.stdin?.end(yaml);
  });
}

/** Where two JSON values differ, one line per place: `/paths/…/example: "yes" here, true there`. */
function differences(expected: unknown, actual: unknown, at = ''): string[] {
  const both = (test: (value: unknown) => boolean) => test(expected) && test(actual);
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (both(Array.isArray) || both(isObject)) {
    const a = expected as Record<string, unknown>;
    const b = actual as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) =>
      key in a && key in b
        ? differences(a[key], b[key], `${at}/${key}`)
        : [`${at}/${key}: only in the ${key in a ? 'JSON' : 'YAML reading'}`],
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${at}: ${JSON.stringify(expected)} in the JSON, ${JSON.stringify(actual)} read from the YAML`];
}

describe('the served contract in YAML 1.1 parsers', () => {
  for (const parser of PARSERS) {
    it(`${parser.name} reads openapi.yaml as exactly the document of openapi.json`, async () => {
      const { store } = await siteBuild();
      if (!store.contract) throw new Error('the site serves no API contract');
      const read = await parseWith(parser, store.contract.yaml);
      expect(differences(JSON.parse(store.contract.json), read)).toEqual([]);
    });

    it(`${parser.name} reads the constructs this test exists for otherwise`, async () => {
      for (const yaml of parser.refuses) {
        await expect(parseWith(parser, yaml)).rejects.toThrow(/cannot load the contract/);
      }
      const quoted = "value: { body: 'Can my landlord keep the deposit?' }";
      expect(differences(parse(quoted), await parseWith(parser, quoted))).toEqual([]);
      const unquoted = 'day: 2024-06-02\nanswer: yes\nmode: 0755\n';
      expect(differences(parse(unquoted), await parseWith(parser, unquoted))).toHaveLength(3);
    });
  }
});
