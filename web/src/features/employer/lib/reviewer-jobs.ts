import { isActiveTab } from '@shared/rules/job-status';
import type { EmployerJob } from '@shared/schemas/job';
import { statusOf } from './job-view';

/*
 * Which jobs the applications reviewer lists first and opens on. It once opened on
 * a deleted job whenever that was the newest, so the employer landed on an empty, dead job.
 */

const isDeleted = (job: EmployerJob, now?: Date) => statusOf(job, now) === 'deleted';

/** Newest first (as the API lists them), deleted jobs last. */
export function reviewerOrder(jobs: readonly EmployerJob[], now?: Date): EmployerJob[] {
  return [...jobs.filter((job) => !isDeleted(job, now)), ...jobs.filter((job) => isDeleted(job, now))];
}

/**
 * The job the reviewer opens on: the one asked for (route state), if it is the employer's; else the
 * most recent job with pending applications; else the most recent open job; else the first listed.
 * Deleted jobs are only chosen when asked for, or when nothing else exists.
 */
export function defaultReviewJob(
  jobs: readonly EmployerJob[],
  requestedId: string | null,
  now?: Date,
): EmployerJob | null {
  const requested = requestedId ? jobs.find((job) => job.entity === requestedId) : undefined;
  if (requested) return requested;
  const ordered = reviewerOrder(jobs, now);
  const live = ordered.filter((job) => !isDeleted(job, now));
  return (
    live.find((job) => job.data.applications.pending > 0) ??
    live.find((job) => isActiveTab(statusOf(job, now))) ??
    ordered[0] ??
    null
  );
}
