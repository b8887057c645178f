import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER, originVerifyRefusal } from '../../shared/origin-verify';
import { runtimeEnv } from '../../shared/runtime-env';
import type { ApiEvent } from './api-event';
import { forbidden } from './errors';
import { readSecret } from './secrets';

/**
 * Throws a 403 unless the request carries the front door's secret (shared/origin-verify.ts). The
 * function's environment names the secret (the CDK sets it on every API function, asserted in
 * test/infra; the local stack too) and its value is read at run time (functions/lib/secrets.ts),
 * never from the environment. With no name set (a unit test calling a handler) there is no front
 * door to check.
 */
export async function assertThroughFrontDoor(event: ApiEvent): Promise<void> {
  const secretName = process.env[runtimeEnv.originVerifySecretName];
  if (!secretName) return;
  const expected = await readSecret(secretName);
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  // Constant time: the answer must not tell an attacker how much of a guess was right.
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw forbidden(originVerifyRefusal.message, originVerifyRefusal.code);
  }
}
