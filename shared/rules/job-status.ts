import { hasEnded, isUpcoming, type JobDays } from './job-day';

/**
 * Job state (DESIGN §4). A job has one stored status; the spec's isActive / isClosed / isReopened
 * flags are derived from it on the way out (docs/spec/2-employers-and-info-pages.md §3), never stored beside it.
 */
export const jobStatuses = ['open', 'closed', 'deleted'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The spec's flags, derived from the one status. */
export function jobFlags(status: JobStatus): { isActive: boolean; isClosed: boolean } {
  return { isActive: status === 'open', isClosed: status === 'closed' };
}

/**
 * Job display status, in the spec's order (docs/spec/2-employers-and-info-pages.md §4): closed, deleted, expired, upcoming, active.
 * Days are the job's own (job-day.ts): expired once its end day is over on its calendar.
 */
export type JobDisplayStatus = 'active' | 'upcoming' | 'expired' | 'closed' | 'deleted';

export interface JobStatusInput extends JobDays {
  isActive?: boolean;
  isClosed?: boolean;
}

export function jobDisplayStatus(job: JobStatusInput, now: Date = new Date()): JobDisplayStatus {
  if (job.isActive === false) return job.isClosed ? 'closed' : 'deleted';
  if (hasEnded(job, now)) return 'expired';
  if (isUpcoming(job, now)) return 'upcoming';
  return 'active';
}

/** The Active tab shows active and upcoming jobs; the Closed tab the rest (docs/spec/2-employers-and-info-pages.md §4). */
export function isActiveTab(status: JobDisplayStatus): boolean {
  return status === 'active' || status === 'upcoming';
}

/** The badge's words for each status: on job cards, a job's page and its HTML as served. */
export const jobStatusLabels: Record<JobDisplayStatus, string> = {
  active: 'Active',
  upcoming: 'Upcoming',
  expired: 'Expired',
  closed: 'Closed',
  deleted: 'Deleted',
};
