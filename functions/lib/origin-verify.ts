import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER, originVerifyRefusal } from '../../shared/origin-verify';
import { runtimeEnv } from '../../shared/runtime-env';
import { forbidden } from './errors';
import type { ApiEvent } from './http-handler';

/**
 * Throws a 403 unless the request carries the front door's secret (shared/origin-verify.ts). The CDK
 * sets the secret on every API function from Secrets Manager (asserted in test/infra), the local stack
 * on its functions; with none set (a unit test calling a handler) there is no front door to check.
 */
export function assertThroughFrontDoor(event: ApiEvent): void {
  const expected = process.env[runtimeEnv.originVerifySecret];
  if (!expected) return;
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  // Constant time: the answer must not tell an attacker how much of a guess was right.
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw forbidden(originVerifyRefusal.message, originVerifyRefusal.code);
  }
}
