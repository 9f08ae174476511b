/**
 * What a try-it panel knows of its operation: written by the build into the placeholder on each
 * operation page (`data-try-it`), read by the panel's script when a reader opens it.
 */
export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The contract's example, as the field's first value ('' when it has none). */
  example: string;
  description: string;
}

export interface TryItOperation {
  operationId: string;
  /** `POST` */
  method: string;
  /** The path template: `/chat/messages/{messageId}/status`. */
  path: string;
  /** The sandbox server's URL, for "copy as curl": `https://sandbox.api.advoca.io/v2`. */
  serverUrl: string;
  /** Its path, which the portal serves under `<BASE_URL>sandbox`: `/v2`. */
  serverPath: string;
  parameters: TryItParameter[];
  /** The credential's header and its test example; null for an operation without one. */
  credential: { header: string; prefix: string; example: string; description: string } | null;
  /** The request body's example, formatted; null when the operation takes none. */
  body: string | null;
}

/** The attribute of the placeholder that holds the operation, as JSON. */
export const TRY_IT_ATTRIBUTE = 'data-try-it';
