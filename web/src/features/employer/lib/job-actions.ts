import { hasEnded, jobToday } from '@shared/rules/job-day';
import { isActiveTab, type JobDisplayStatus } from '@shared/rules/job-status';
import type { EmployerJob } from '@shared/schemas/job';
import { statusOf } from './job-view';

/** What an employer may do with a job from its card (docs/spec/2-employers-and-info-pages.md §2, §4). */
export type JobAction = 'edit' | 'reopen' | 'delete' | 'close';

/** Edit only while the job is active and not expired; everything else is reopened instead. */
export const canEdit = (status: JobDisplayStatus) => isActiveTab(status);

/** The card's menu: Edit or Reopen; Mark as filled and Delete only while the job is active. */
export function menuActions(status: JobDisplayStatus): JobAction[] {
  return canEdit(status) ? ['edit', 'close', 'delete'] : ['reopen'];
}

/** The Active tab holds active and upcoming jobs, Closed the rest (docs/spec/2-employers-and-info-pages.md §4). */
export type PostedTab = 'active' | 'closed';
export const tabOf = (job: EmployerJob, now?: Date): PostedTab =>
  isActiveTab(statusOf(job, now)) ? 'active' : 'closed';

/**
 * Reopen's paths (docs/spec/2-employers-and-info-pages.md §4): while the end day is still ahead (on the job's calendar), the job is
 * edited and reopened in place; once it has passed, a new post is made from it. A deleted job is gone
 * for good (the server answers 404), so it too can only be posted again as a new job.
 */
export type ReopenPath = 'edit' | 'expired' | 'deleted';

export function reopenPath(job: EmployerJob, now?: Date): ReopenPath {
  if (statusOf(job, now) === 'deleted') return 'deleted';
  return hasEnded(job.data, now) ? 'expired' : 'edit';
}

/** Search over title, description and city, case-insensitive (docs/spec/2-employers-and-info-pages.md §2). */
export function matchesSearch(job: EmployerJob, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { title, description, address } = job.data;
  return [title, description, address.city].some((text) => text.toLowerCase().includes(needle));
}

/**
 * Where a job reopened in place starts: its own start day while that is still ahead (a Saturday job
 * stays a Saturday job), and the job's today once it has passed (it starts again). `moved` says the
 * dialog must tell the employer.
 */
export function reopenStart(job: EmployerJob, now?: Date): { startDate: string; moved: boolean } {
  const today = jobToday(job.data, now);
  return job.data.startDate < today
    ? { startDate: today, moved: true }
    : { startDate: job.data.startDate, moved: false };
}
