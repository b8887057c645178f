import { guardianRefusals } from '../../shared/rules/family';
import { DEFAULT_JOB_KIND, jobKindLabels } from '../../shared/rules/job-kinds';
import type { JobItem } from '../jobs/job-item';
import { distanceMiles } from '../jobs/search/geo';
import { HttpError } from '../lib/errors';
import type { UserItem } from '../users/user-item';
import { hasGuardian, settingsOf } from './guardian-link';

/*
 * What a teen's guardian decides about an apply, checked by the server on every apply
 * (functions/applications/apply-to-job.ts) before anything is written: a refusal says why in words a
 * teen understands, writes nothing and mails nobody.
 */

const refused = (refusal: { code: string; message: string }) =>
  new HttpError(403, refusal.code, refusal.message);

/** Null when the guardian's settings allow this apply; otherwise the 403 to answer. */
export function guardianRefusal(student: UserItem, job: Pick<JobItem, 'address' | 'kind'>): HttpError | null {
  if (!hasGuardian(student)) return null;
  if (student.guardianStatus === 'declined') return refused(guardianRefusals.declined);
  if (student.guardianStatus === 'ended') return refused(guardianRefusals.ended);
  const settings = settingsOf(student);
  if (settings.paused) return refused(guardianRefusals.paused);
  if (settings.maxDistanceMiles !== null && student.homePoint) {
    const miles = distanceMiles(student.homePoint, job.address);
    if (miles > settings.maxDistanceMiles) {
      return refused({
        code: guardianRefusals.tooFar.code,
        message: guardianRefusals.tooFar.message(settings.maxDistanceMiles),
      });
    }
  }
  if (settings.allowedKinds !== null) {
    const kind = job.kind ?? DEFAULT_JOB_KIND;
    if (!settings.allowedKinds.includes(kind)) {
      return refused({
        code: guardianRefusals.kind.code,
        message: guardianRefusals.kind.message(jobKindLabels[kind]),
      });
    }
  }
  return null;
}

/** The application waits for the guardian before the employer sees it (13–15 by default). */
export function needsApproval(student: UserItem): boolean {
  return hasGuardian(student) && settingsOf(student).approvalRequired;
}
