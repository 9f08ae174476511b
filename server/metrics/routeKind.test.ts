import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { countedAs, markRouteKind, routeKindOf } from './routeKind.ts';

/** Runs `handler` on a bare response whose kind is `before`; returns the kind it ends with and what reached next. */
function run(handler: RequestHandler, before?: 'redirect') {
  const res = { locals: {} } as Response;
  if (before) markRouteKind(res, before);
  const passed: unknown[] = [];
  const next: NextFunction = (error?: unknown) => passed.push(error);
  void countedAs('page', handler)({} as Request, res, next);
  return { kind: routeKindOf(res), passed };
}

describe('countedAs', () => {
  it('counts what the handler answers under its kind', () => {
    expect(run(() => undefined).kind).toBe('page');
  });

  it('takes the kind back when the handler passes the request on', () => {
    expect(run((_req, _res, next) => next(), 'redirect')).toEqual({ kind: 'redirect', passed: [undefined] });
    expect(run((_req, _res, next) => next('route')).kind).toBe('other');
  });

  it('keeps it when the handler fails, so the 5xx is the route’s', () => {
    const error = new Error('broken');
    expect(run((_req, _res, next) => next(error))).toEqual({ kind: 'page', passed: [error] });
  });
});
