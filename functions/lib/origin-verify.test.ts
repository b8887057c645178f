import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_HEADER, originVerifyRefusal } from '../../shared/origin-verify';
import { runtimeEnv } from '../../shared/runtime-env';
import { HttpError } from './errors';
import type { ApiEvent } from './http-handler';
import { assertThroughFrontDoor } from './origin-verify';

const withHeaders = (headers: Record<string, string | undefined>) => ({ headers }) as unknown as ApiEvent;

describe('assertThroughFrontDoor', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lets through only the exact secret; anything else is a 403 with the refusal', () => {
    vi.stubEnv(runtimeEnv.originVerifySecret, 's3cret-value');
    expect(() =>
      assertThroughFrontDoor(withHeaders({ [ORIGIN_VERIFY_HEADER]: 's3cret-value' })),
    ).not.toThrow();
    for (const sent of [
      {},
      { [ORIGIN_VERIFY_HEADER]: '' },
      { [ORIGIN_VERIFY_HEADER]: 's3cret-valuE' },
      { [ORIGIN_VERIFY_HEADER]: 's3cret' },
    ]) {
      let error: unknown;
      try {
        assertThroughFrontDoor(withHeaders(sent));
      } catch (caught) {
        error = caught;
      }
      expect(error, JSON.stringify(sent)).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 403, ...originVerifyRefusal });
    }
  });
});
