/** The API contract (`api/openapi.yaml`) as the build uses it: checked, dereferenced, indexed. */
import type { OpenAPIV3_1 } from 'openapi-types';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
export const HTTP_METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** As written under `paths`, relative to the server URL: `/chat/messages/{messageId}/status`. */
  path: string;
  operation: OpenAPIV3_1.OperationObject;
  /** Parameters of the path item and of the operation, the operation's winning (OpenAPI's rule). */
  parameters: OpenAPIV3_1.ParameterObject[];
}

export interface ContractWebhook {
  /** The key under `webhooks`: the event type, `message.created`. */
  event: string;
  operation: OpenAPIV3_1.OperationObject;
}

export interface Contract {
  /** The file as messages name it: `api/openapi.yaml`. */
  displayPath: string;
  /** The file as written, served at `<BASE_URL>openapi.yaml`. */
  yaml: string;
  /** The same document in JSON (references kept), served at `<BASE_URL>openapi.json`. */
  json: string;
  /** Every `$ref` replaced by what it names: what the generated reference reads. */
  document: OpenAPIV3_1.Document;
  operations: Map<string, ContractOperation>;
  webhooks: Map<string, ContractWebhook>;
  /** What the lint warns of without failing, one line each (`api/openapi.yaml:3: info-license: …`). */
  warnings: string[];
}
