import { publicPoint } from '../../shared/rules/distance';
import { guardianRefusals } from '../../shared/rules/family';
import { guardianLimitFindings } from '../../shared/rules/guardian-limits';
import type { JobItem } from '../jobs';
import { HttpError } from '../lib/errors';
import type { UserItem } from '../users';
import { guardianLimitsOf, hasGuardian, settingsOf } from '../users';

/*
 * What a teen's guardian decides about an apply, checked by the server on every apply
 * (functions/applications/apply-to-job.ts) before anything is written: a refusal says why in words a
 * teen understands, writes nothing and mails nobody. The limits are the one rule the job list shows
 * the teen before they apply (shared/rules/guardian-limits.ts).
 */

const refused = (refusal: { code: string; message: string }) =>
  new HttpError(403, refusal.code, refusal.message);

/** Null when the guardian's settings allow this apply; otherwise the 403 to answer. */
export function guardianRefusal(
  student: UserItem,
  job: Pick<JobItem, 'address' | 'kind'>,
  now = new Date(),
): HttpError | null {
  if (!hasGuardian(student, now)) return null;
  if (student.guardianStatus === 'declined') return refused(guardianRefusals.declined);
  if (student.guardianStatus === 'ended') return refused(guardianRefusals.ended);
  const [first] = guardianLimitFindings(guardianLimitsOf(student, now), {
    kind: job.kind,
    point: publicPoint(job.address.latitude, job.address.longitude),
  });
  return first ? refused({ code: first.code, message: first.reason }) : null;
}

/** The application waits for the guardian before the employer sees it (13–15 by default). */
export function needsApproval(student: UserItem, now = new Date()): boolean {
  return hasGuardian(student, now) && settingsOf(student, now).approvalRequired;
}
