import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecretsExtension } from '../../scripts/local/secrets-extension';
import { ORIGIN_VERIFY_HEADER, originVerifyRefusal } from '../../shared/origin-verify';
import { runtimeEnv } from '../../shared/runtime-env';
import { HttpError } from './errors';
import type { ApiEvent } from './http-handler';
import { assertThroughFrontDoor } from './origin-verify';

const withHeaders = (headers: Record<string, string | undefined>) => ({ headers }) as unknown as ApiEvent;

// The secret comes through the Parameters and Secrets extension (its local stand-in), as in Lambda.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-origin-'));
const extension = createSecretsExtension({ dataDir, sessionToken: 'session', names: ['origin-test'] });

beforeAll(async () => {
  await new Promise<void>((resolve) => extension.server.listen(0, 'localhost', () => resolve()));
});
afterAll(async () => {
  await new Promise((resolve) => extension.server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('assertThroughFrontDoor', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lets through only the exact secret; anything else is a 403 with the refusal', async () => {
    vi.stubEnv(
      'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
      String((extension.server.address() as AddressInfo).port),
    );
    vi.stubEnv('AWS_SESSION_TOKEN', 'session');
    vi.stubEnv(runtimeEnv.originVerifySecretName, 'origin-test');
    const secret = extension.value('origin-test');
    await expect(
      assertThroughFrontDoor(withHeaders({ [ORIGIN_VERIFY_HEADER]: secret })),
    ).resolves.toBeUndefined();
    for (const sent of [
      {},
      { [ORIGIN_VERIFY_HEADER]: '' },
      { [ORIGIN_VERIFY_HEADER]: `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}` },
      { [ORIGIN_VERIFY_HEADER]: secret.slice(0, 6) },
    ]) {
      const error = await assertThroughFrontDoor(withHeaders(sent)).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(sent)).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 403, ...originVerifyRefusal });
    }
  });
});
