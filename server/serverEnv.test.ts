import { describe, expect, it } from 'vitest';
import { ServerEnvError, readServerEnv } from './serverEnv.ts';

describe('readServerEnv', () => {
  it('defaults to port 3000 on every interface', () => {
    expect(readServerEnv({})).toEqual({ port: 3000, host: '0.0.0.0' });
  });

  it('reads PORT and HOST', () => {
    expect(readServerEnv({ PORT: '8080', HOST: '127.0.0.1' })).toEqual({ port: 8080, host: '127.0.0.1' });
  });

  it.each(['abc', '-1', '3000x', '70000', '', '1.5'])('rejects PORT=%j with one clear line', (port) => {
    expect(() => readServerEnv({ PORT: port })).toThrow(
      new ServerEnvError(`PORT must be a whole number from 0 to 65535, got "${port}"`),
    );
  });
});
