/**
 * One readable sentence for the first problem ajv found in a request, naming the field and where
 * it was sent: "`body` in the body must NOT have fewer than 1 characters".
 */
import type { ErrorObject } from 'ajv';

/** openapi-backend validates one object whose top-level keys are the request's parts. */
const PART: Record<string, string> = {
  requestBody: 'the body',
  query: 'the query',
  path: 'the path',
  header: 'the headers',
  headers: 'the headers',
};

export function validationMessage(errors: ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return 'The request does not match the operation.';
  const [part = '', ...field] = error.instancePath.split('/').filter(Boolean).map(unescapePointer);
  const where = PART[part] ?? 'the request';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required')
    return `\`${[...field, params.missingProperty].join('.')}\` is required in ${where}.`;
  if (error.keyword === 'additionalProperties') {
    return `\`${[...field, params.additionalProperty].join('.')}\` is not a field ${where} takes.`;
  }
  const allowed = Array.isArray(params.allowedValues) ? `: ${params.allowedValues.join(', ')}` : '';
  const subject = field.length > 0 ? `\`${field.join('.')}\` in ${where}` : where[0]?.toUpperCase() + where.slice(1);
  // A regular expression tells a reader little; the field's description says what it stands for.
  const described = (error.parentSchema as { description?: unknown } | undefined)?.description;
  if (error.keyword === 'pattern' && typeof described === 'string') {
    return `${subject} is not in the form the API takes: ${described.replace(/\s+/g, ' ').trim().replace(/\.$/, '')}.`;
  }
  return `${subject} ${error.message ?? 'is not valid'}${allowed}.`;
}

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
