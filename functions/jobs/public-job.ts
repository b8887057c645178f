import type { PublicJob } from '../../shared/schemas/job-responses';
import { type JobItem, toPublicJob } from './job-item';
import { jobRepository } from './job-repository';

/** What a deleted job's page says (410): it existed, and its employer took it down. */
export const JOB_REMOVED_MESSAGE = 'This job was removed by the person who posted it.';
/** What a job the moderation desk removed says (410): nothing of it is shown. */
export const JOB_HIDDEN_MESSAGE = 'This job was removed by our moderators.';

export type PublicJobAnswer =
  | { kind: 'job'; job: PublicJob }
  /** `code` and `message` are the API's 410 (its page says the message). */
  | { kind: 'removed'; code: string; message: string }
  | { kind: 'missing' };

/**
 * THE rule of what the public may see of a job, by id: open, closed or ended, it is shown (public
 * fields only); deleted, or hidden by moderators, it is gone for everyone with nothing of it shown;
 * an id that never was a job is missing. The API's GET /job/{id} (routes/get-job.ts) and the job's
 * page as served (job-page.ts) both answer from it, so the page never shows what the API refuses.
 */
export async function publicJobById(jobId: string): Promise<PublicJobAnswer> {
  return publicAnswerOf(await jobRepository.getById(jobId));
}

/**
 * The same rule on an item already read: the job pages' invalidation (job-page-invalidator.ts)
 * compares a changed job's answers before and after, so only a change the public sees costs one.
 */
export function publicAnswerOf(item: JobItem | undefined): PublicJobAnswer {
  if (!item) return { kind: 'missing' };
  if (item.status === 'deleted') {
    return { kind: 'removed', code: 'JOB_REMOVED', message: JOB_REMOVED_MESSAGE };
  }
  // Hidden by moderators, whatever its status: answered like a removed job until it is restored.
  if (item.hiddenAt) return { kind: 'removed', code: 'JOB_HIDDEN', message: JOB_HIDDEN_MESSAGE };
  return { kind: 'job', job: toPublicJob(item) };
}
