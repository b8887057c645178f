import type { EmployerJob } from '@shared/schemas/job';

/*
 * What employer pages hand each other in route state (never in the address: it is not shareable and
 * a reload keeps it for this history entry only).
 */

/** To /employer/home/post-job: a job to repost; `expired` when it comes from Reopen of an ended job. */
export interface RepostState {
  repost: EmployerJob;
  expired: boolean;
}

/** To /employer/home/posted-jobs: the success banner to show once. */
export interface PostedState {
  created: string;
}

/** To /employer/home/applications: the job to open first (docs/spec/2-employers-and-info-pages.md §2). */
export interface ReviewState {
  jobId: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function readRepostState(state: unknown): RepostState | null {
  if (!isObject(state) || !isObject(state.repost)) return null;
  const job = state.repost as unknown as EmployerJob;
  if (typeof job.entity !== 'string' || !isObject(job.data)) return null;
  return { repost: job, expired: state.expired === true };
}

export function readPostedState(state: unknown): PostedState | null {
  return isObject(state) && typeof state.created === 'string' ? { created: state.created } : null;
}

export function readReviewState(state: unknown): ReviewState | null {
  return isObject(state) && typeof state.jobId === 'string' ? { jobId: state.jobId } : null;
}
