/**
 * Every example `Advoca-Signature` the docs and the contract show is the real signature of a
 * documented payload with the published test signing secret, as the security page defines it:
 * HMAC-SHA256 of `<t>.<raw body>`, keyed with the whole `whsec_…` secret, in lowercase hex. The
 * secret is the test vector's (`docs/webhooks/code/signature-test-vector.json`); a payload is the
 * test vector's body or a contract event example sent as compact JSON. So editing a payload, the
 * secret or a timestamp without the signature beside it fails here.
 */
import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/loadContract.ts';
import { CONTRACT_PATH } from '../../server/content/sources/docsVersions.ts';
import { projectRoot } from '../../server/projectPaths.ts';
import { siteBuild } from '../support/siteBuild.ts';

const HEADER = 'Advoca-Signature';
const VECTOR_FILE = 'docs/webhooks/code/signature-test-vector.json';
/** A whole signature as written anywhere: `t=<seconds>`, then one or more `v1=<64 hex>`. */
const SIGNATURE = /t=(\d+)((?:,v1=[0-9a-fA-F]{64})+)(?![0-9a-fA-F…])/g;

interface Vector {
  secret: string;
  timestamp: number;
  body: string;
  signature: string;
}

const sign = (secret: string, t: string | number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

const v1Values = (signature: string): string[] =>
  [...signature.matchAll(/v1=([0-9a-fA-F]{64})/g)].map((match) => match[1] ?? '');

async function vector(): Promise<Vector> {
  return JSON.parse(await readFile(join(projectRoot, VECTOR_FILE), 'utf8')) as Vector;
}

async function contract(): Promise<OpenAPIV3_1.Document> {
  const loaded = await loadContract(join(projectRoot, CONTRACT_PATH), CONTRACT_PATH, { onWarning: () => {} });
  if (!loaded) throw new Error('the site has no API contract');
  return loaded.document;
}

/** Each webhook's signature header examples, with its payload examples. */
function webhookSignatures(document: OpenAPIV3_1.Document) {
  return Object.entries(document.webhooks ?? {}).flatMap(([event, item]) => {
    const operation = (item as OpenAPIV3_1.PathItemObject).post;
    if (!operation) return [];
    const headers = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter(
      (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === HEADER.toLowerCase(),
    );
    const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json'];
    const payloads = [
      ...(body?.example === undefined ? [] : [body.example]),
      ...Object.values(body?.examples ?? {}).map((example) => (example as OpenAPIV3_1.ExampleObject).value),
    ] as { created_at?: string }[];
    return headers.map((header) => {
      const examples = [
        ...(header.example === undefined ? [] : [header.example]),
        ...Object.values(header.examples ?? {}).map((example) => (example as OpenAPIV3_1.ExampleObject).value),
      ] as string[];
      return { event, header, examples, payloads };
    });
  });
}

/** Every text file under docs/ (pages, the webhook code and the test vector), by its path. */
async function docsFiles(dir = join(projectRoot, 'docs')): Promise<[string, string][]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry): Promise<[string, string][]> => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return docsFiles(path);
      return [[relative(projectRoot, path), await readFile(path, 'utf8')]];
    }),
  );
  return files.flat();
}

describe('example webhook signatures', () => {
  it('the test vector’s signature is the HMAC of its body with its secret at its timestamp', async () => {
    const { secret, timestamp, body, signature } = await vector();
    expect(signature).toBe(`t=${timestamp},v1=${sign(secret, timestamp, body)}`);
  });

  it('each webhook’s example header signs its example payload, sent as compact JSON at its created_at, with the test secret the contract names', async () => {
    const { secret } = await vector();
    const found = webhookSignatures(await contract());
    expect(found.map(({ event }) => event)).not.toEqual([]);
    const wrong: string[] = [];
    for (const { event, header, examples, payloads } of found) {
      // The secret the contract says its examples are signed with is the published one.
      const named: string[] = header.description?.match(/whsec_[A-Za-z0-9]+/g) ?? [];
      if (!named.includes(secret))
        wrong.push(`${event}: the header's description does not name the test secret ${secret}`);
      if (examples.length === 0) wrong.push(`${event}: no example of ${HEADER}`);
      for (const example of examples) {
        const t = /^t=(\d+),/.exec(example)?.[1];
        const signs = payloads.some(
          (payload) =>
            t !== undefined &&
            Date.parse(payload.created_at ?? '') / 1000 === Number(t) &&
            v1Values(example).includes(sign(secret, t, JSON.stringify(payload))),
        );
        if (!signs) {
          const expected = payloads.map((payload) => {
            const at = Date.parse(payload.created_at ?? '') / 1000;
            return `t=${at},v1=${sign(secret, at, JSON.stringify(payload))}`;
          });
          wrong.push(
            `${event}: ${example} signs no example payload; the example payload gives ${expected.join(' or ')}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every whole signature the docs and the contract show is one of a documented payload with the test secret', async () => {
    const { secret, body } = await vector();
    const document = await contract();
    const payloads = [
      body,
      ...webhookSignatures(document).flatMap(({ payloads }) => payloads.map((p) => JSON.stringify(p))),
    ];
    const { store } = await siteBuild();
    const sources: [string, string][] = [
      ...(await docsFiles()),
      [CONTRACT_PATH, await readFile(join(projectRoot, CONTRACT_PATH), 'utf8')],
      ...Object.entries(store.markdown).map(([route, markdown]): [string, string] => [`${route} (built)`, markdown]),
    ];
    const shown: string[] = [];
    const wrong: string[] = [];
    for (const [where, text] of sources) {
      for (const match of text.matchAll(SIGNATURE)) {
        const [signature, t = ''] = match;
        shown.push(signature);
        const line = text.slice(0, match.index).split('\n').length;
        const valid = new Set(payloads.map((payload) => sign(secret, t, payload)));
        for (const v1 of v1Values(signature)) {
          if (!valid.has(v1.toLowerCase()))
            wrong.push(`${where}:${line}: v1=${v1} at t=${t} signs no documented payload`);
        }
      }
    }
    // The security page shows one at least (its header example), so this cannot pass by finding none.
    expect(shown.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
