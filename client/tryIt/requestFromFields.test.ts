import { describe, expect, it } from 'vitest';
import type { TryItOperation } from '../../shared/tryIt.ts';
import { curlCommand, plannedRequest } from './requestFromFields.ts';

const operation: TryItOperation = {
  operationId: 'updateNote',
  method: 'PATCH',
  path: '/notes/{noteId}',
  serverUrl: 'https://sandbox.example.test/v1',
  serverPath: '/v1',
  parameters: [
    { name: 'noteId', in: 'path', required: true, example: 'note_1', description: '' },
    { name: 'verbose', in: 'query', required: false, example: '', description: '' },
    { name: 'Idempotency-Key', in: 'header', required: false, example: 'k1', description: '' },
  ],
  credential: { header: 'Authorization', prefix: 'Bearer ', example: 'tok_123', description: '' },
  body: '{"text":"x"}',
};

describe('the try-it request', () => {
  it('fills the path, leaves out empty optional fields, adds the credential and the JSON body', () => {
    const request = plannedRequest(operation, {
      parameters: { 'path:noteId': 'note 1/2', 'query:verbose': '', 'header:Idempotency-Key': 'k1' },
      credential: 'tok_123',
      body: '{"text":"it\'s"}',
    });
    expect(request).toEqual({
      method: 'PATCH',
      pathAndQuery: '/notes/note%201%2F2',
      headers: [
        ['Authorization', 'Bearer tok_123'],
        ['Idempotency-Key', 'k1'],
        ['Content-Type', 'application/json'],
      ],
      body: '{"text":"it\'s"}',
    });
    expect(
      plannedRequest(operation, { parameters: { 'query:verbose': 'true' }, credential: '', body: '' }),
    ).toMatchObject({ pathAndQuery: '/notes/?verbose=true', headers: [['Content-Type', 'application/json']] });
  });

  it('copies as curl for the real sandbox host, quoted for a POSIX shell', () => {
    const request = plannedRequest(operation, {
      parameters: { 'path:noteId': 'note_1' },
      credential: 'tok_123',
      body: '{"text":"it\'s"}',
    });
    expect(curlCommand(operation, request)).toBe(
      [
        'curl --request PATCH',
        "--url 'https://sandbox.example.test/v1/notes/note_1'",
        "--header 'Authorization: Bearer tok_123'",
        "--header 'Content-Type: application/json'",
        `--data '{"text":"it'\\''s"}'`,
      ].join(' \\\n  '),
    );
  });
});
