/**
 * What the access log says about a 5xx: `healthz`'s 503 during a drain is the answer load
 * balancers are meant to get, on every probe of every rollout, so it is logged at `info` without
 * an error; any other 5xx is still an error, with its stack.
 */
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/testApp.ts';
import { errorHandler } from './errorHandler.ts';
import { requestLogging } from './requestLogging.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string; url: string };
  res?: { statusCode: number };
  err?: { stack?: string };
}

let lines: string[];
/** A logger writing its JSON lines where the test reads them. */
function collectingLogger() {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().trim().split('\n'));
      callback();
    },
  });
  return pino({ level: 'info' }, sink);
}

/** The access log line of the request with `id` (sent as X-Request-Id), and its raw text. */
function accessLine(id: string): { line: LogLine; raw: string } {
  const raw = lines.find((text) => (JSON.parse(text) as LogLine).req?.id === id && text.includes('"res"'));
  expect(raw, `an access log line for ${id}`).toBeDefined();
  return { line: JSON.parse(raw as string) as LogLine, raw: raw as string };
}

beforeEach(() => {
  lines = [];
});

describe('healthz during a drain', () => {
  it('is logged at info, with no error and no stack', async () => {
    const health = { draining: false };
    const app = await createTestApp({ health, logger: collectingLogger() });
    await request(app).get('/healthz').set('X-Request-Id', 'probe-serving').expect(200);
    health.draining = true;
    await request(app).get('/healthz').set('X-Request-Id', 'probe-draining').expect(503);

    const { line, raw } = accessLine('probe-draining');
    expect(line.level).toBe(30);
    expect(line.res?.statusCode).toBe(503);
    expect(line.msg).toBe('request completed');
    expect(line.err).toBeUndefined();
    expect(raw).not.toMatch(/stack/i);
    // The same line as a probe's while serving, but for the status.
    expect(Object.keys(line).sort()).toEqual(Object.keys(accessLine('probe-serving').line).sort());
  });
});

describe('any other 5xx', () => {
  /** The portal's logging and error handler around handlers that fail. */
  function failingApp() {
    const app = express();
    app.use(requestLogging(collectingLogger()));
    app.get('/unavailable', (_req, res) => {
      res.status(503).send('down');
    });
    app.get('/throws', () => {
      throw new Error('the handler broke');
    });
    app.use(errorHandler());
    return app;
  }

  it('is still an error with a stack when a handler answers 503 on its own', async () => {
    await request(failingApp()).get('/unavailable').set('X-Request-Id', 'unavailable').expect(503);
    const { line } = accessLine('unavailable');
    expect(line.level).toBe(50);
    expect(line.msg).toBe('request errored');
    expect(line.err?.stack).toMatch(/failed with status code 503/);
  });

  it('is still an error, with the thrown error and its stack, when a handler throws', async () => {
    await request(failingApp()).get('/throws').set('X-Request-Id', 'throws').expect(500);
    const { line } = accessLine('throws');
    expect(line.level).toBe(50);
    expect(line.res?.statusCode).toBe(500);
    expect(line.err?.stack).toBeDefined();
    // The error handler's own line carries the thrown error.
    const handlerLine = lines
      .map((text) => JSON.parse(text) as LogLine)
      .find((entry) => entry.msg === 'request failed' && entry.req?.id === 'throws');
    expect(handlerLine?.level).toBe(50);
    expect(handlerLine?.err?.stack).toMatch(/the handler broke/);
  });
});
