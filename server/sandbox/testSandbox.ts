/**
 * What the sandbox's behaviour suites share: the repository's contract behind the sandbox router in
 * a small Express app (at `/sandbox`, as the portal mounts it under its base URL), with the store
 * and clock the test gives, the documented credentials, and helpers for personal keys and the
 * contract's error model.
 */
import { readFileSync } from 'node:fs';
import express from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { parseYamlSource } from '../contract/yamlSource.ts';
import { type SandboxOptions, sandboxRouter } from './sandboxRouter.ts';

export const CONTRACT_JSON = JSON.stringify(
  parseYamlSource(readFileSync(new URL('../../api/openapi.yaml', import.meta.url), 'utf8'), 'api/openapi.yaml').value,
);
export const V2 = '/sandbox/v2';
export const SHARED_SECRET = 'sk_test_7Hc2Qp9LxV4m';
export const SHARED_TOKEN = 'ut_9Qm4Zr7Xw2Lk';
export const bearer = (credential: string) => `Bearer ${credential}`;

/** A clock the test moves: starts at the real time (the stores expire records by it). */
export function testClock() {
  let now = Date.now();
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/**
 * The router in an app that trusts `X-Forwarded-For`, so a test can be several clients. The rate
 * limit is out of the way unless the test sets one.
 */
export function sandboxApp(options: SandboxOptions = {}) {
  const app = express();
  app.set('trust proxy', true);
  app.use(
    '/sandbox',
    sandboxRouter(CONTRACT_JSON, '/v2', { rateLimit: { limit: 1_000_000, windowMs: 60_000 }, ...options }),
  );
  return app;
}

export type App = ReturnType<typeof sandboxApp>;

export interface PersonalKeys {
  secret_key: string;
  public_key: string;
  user_token: string;
  user_id: string;
  expires_at: string;
  /** When `user_token` ends: 60 minutes on, as every user token (the key pair lasts 24 hours). */
  user_token_expires_at: string;
}

/** A personal sandbox, minted as the try-it panel does, from a client of its own. */
let clients = 0;
export async function mintKeys(app: App): Promise<PersonalKeys> {
  const response = await request(app)
    .post('/sandbox/keys')
    .set('X-Forwarded-For', `10.9.${Math.floor(++clients / 250)}.${clients % 250}`);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as PersonalKeys;
}

/** A supertest call with a credential. */
export function call(app: App, method: 'get' | 'post' | 'patch', path: string, credential: string) {
  return request(app)[method](`${V2}${path}`).set('Authorization', bearer(credential));
}

/** The contract's error model, with this request's ID in the body and the header. */
export function expectErrorModel(response: request.Response, status: number, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body.error.code).toBe(code);
  expect(response.body.error.message).toMatch(/\S/);
  expect(response.body.error.request_id).toBe(response.headers['advoca-request-id']);
  expect(response.headers['advoca-request-id']).toMatch(/^req_[A-Za-z0-9]+$/);
  expect(response.headers['cache-control']).toBe('no-store');
}

/** `GET /sandbox/events` with a credential. */
export function getEvents(app: App, credential: string, query = '') {
  return request(app).get(`/sandbox/events${query}`).set('Authorization', bearer(credential));
}
