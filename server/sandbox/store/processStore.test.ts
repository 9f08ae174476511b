import { describe, expect, it, vi } from 'vitest';
import { sandboxStoreFor } from './processStore.ts';
import { StoreUnavailableError } from './storeUnavailable.ts';

describe('sandboxStoreFor', () => {
  it('leaves the sandbox to its memory store without SANDBOX_DATABASE_URL', () => {
    expect(sandboxStoreFor({}, { info: vi.fn(), warn: vi.fn() })).toBeUndefined();
  });

  it('returns at once when PostgreSQL cannot be reached, logs one line without the URL, and rejects calls', async () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    const url = 'postgresql://portal:s3cret@/sandbox?host=/nonexistent-socket-folder';
    const store = sandboxStoreFor({ sandboxDatabaseUrl: url }, logger);
    try {
      await expect(store?.get('spc', 'user', 'usr_1')).rejects.toBeInstanceOf(StoreUnavailableError);
      await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(1));
      const [fields, message] = logger.warn.mock.calls[0] as [object, string];
      expect(message).toBe(
        'sandbox store: PostgreSQL unreachable at start; the sandbox answers 503 until it is reachable',
      );
      expect(JSON.stringify(fields)).not.toContain('s3cret');
      expect(logger.info).not.toHaveBeenCalled();
    } finally {
      await store?.close();
    }
  });
});
