/**
 * The contract prepared for answering requests: dereferenced, with openapi-backend's router and
 * request validator (ajv, draft 2020-12 with formats: the dialect of OpenAPI 3.1 and of the
 * build's own example checks), the credentials' rules and the records of its examples.
 */
import { dereference } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SandboxCredentials } from './sandboxCredentials.ts';
import { SandboxRecords } from './sandboxRecords.ts';

export interface SandboxApi {
  /** The contract, dereferenced: what the rules read the demo set and defaults from. */
  document: OpenAPIV3_1.Document;
  backend: OpenAPIBackend;
  credentials: SandboxCredentials;
  records: SandboxRecords;
}

export async function prepareSandboxApi(contractJson: string): Promise<SandboxApi> {
  const source = JSON.parse(contractJson) as OpenAPIV3_1.Document;
  const document = (await dereference(structuredClone(source))) as OpenAPIV3_1.Document;
  const backend = new OpenAPIBackend({
    definition: document as never,
    // The build has checked the document against OpenAPI 3.1 already; openapi-backend's own
    // check knows only 3.0 (quick skips it). strict: any problem left fails loudly at start.
    quick: true,
    strict: true,
    customizeAjv: (_ajv, options) => {
      // verbose: an error carries its schema, whose description says what a `pattern` means.
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: false, verbose: true });
      addFormats(ajv);
      return ajv as never;
    },
  });
  await backend.init();
  return {
    document,
    backend,
    credentials: new SandboxCredentials((document.components?.securitySchemes ?? {}) as never),
    records: new SandboxRecords((source.components?.examples ?? {}) as never),
  };
}
