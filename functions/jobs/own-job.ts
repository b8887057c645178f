import type { JobStatus } from '../../shared/rules/job-status';
import { conflict, notFound } from '../lib/errors';
import type { JobItem } from './job-item';
import { jobRepository } from './job-repository';
import { type JobChanges, jobWrites } from './job-writes';

/*
 * How an employer changes one of their own jobs (edit, reopen, close, delete): read it, let the use
 * case check its rules against that version, then write through job-writes.ts conditioned on the
 * owner, the status and that very version. A job changed in between is read again and checked again,
 * so fifty identical requests at once make one change: the first writes, the others find it done.
 */

/** Someone else's job, an unknown id and (for most actions) a deleted job all look the same: gone. */
export const jobNotFound = () =>
  notFound('We could not find that job. It may have been removed.', 'JOB_NOT_FOUND');

/** What a use case decides for the version it was shown: a change, or nothing to do. */
export type OwnJobDecision =
  /** `noneAccepted`: the change holds only while no student is accepted (checked by the write). */
  { changes: JobChanges; noneAccepted?: boolean } | { unchanged: true };

export interface OwnJobResult {
  job: JobItem;
  changed: boolean;
  /** The job as it was before this change (when there was one): what its accepted students knew. */
  before?: JobItem;
}

/** Retries after a concurrent change; past this the job is changing too fast to act on safely. */
const ATTEMPTS = 3;

export async function changeOwnJob(
  jobId: string,
  employerId: string,
  decide: (job: JobItem) => OwnJobDecision,
  now: Date = new Date(),
): Promise<OwnJobResult> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const job = await jobRepository.getById(jobId, true);
    // Never 403: whether someone else's job exists is not the caller's business.
    if (!job || job.employerId !== employerId) throw jobNotFound();
    // Removed by the moderation desk: nothing changes it but a moderator (or an appeal).
    if (job.hiddenAt) {
      throw conflict(
        'Our moderators removed this job, so it cannot be changed. You can appeal from the e-mail we sent you.',
        'JOB_HIDDEN',
      );
    }
    const decision = decide(job);
    if ('unchanged' in decision) return { job, changed: false };
    const from: readonly JobStatus[] = [job.status];
    const result = await jobWrites.transition(jobId, employerId, from, decision.changes, now, job.updatedAt, {
      noneAccepted: decision.noneAccepted === true,
    });
    if (result.ok) return { job: result.value, changed: true, before: job };
    if (result.reason === 'not-found') throw jobNotFound();
    // 'changed' or 'wrong-status': another request (or an acceptance) got there first; decide again on
    // what it left.
  }
  throw conflict('This job is being changed elsewhere. Please reload it and try again.', 'JOB_BUSY');
}
