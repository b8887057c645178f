import { formatLongDate } from '@shared/rules/display';
import { type JobDisplayStatus, jobDisplayStatus } from '@shared/rules/job-status';
import type { EmployerJob } from '@shared/schemas/job';

/** "Austin, TX": an employer's job always has both (the server places every address). */
export const jobPlace = (job: EmployerJob) => `${job.data.address.city}, ${job.data.address.state}`;

/** "November 20, 2026 – November 22, 2026" */
export const jobDateRange = (job: EmployerJob) =>
  `${formatLongDate(job.data.startDate)} – ${formatLongDate(job.data.endDate)}`;

/** The derived display status, on the job's own calendar (docs/spec/2-employers-and-info-pages.md §4). */
export const statusOf = (job: EmployerJob, now?: Date): JobDisplayStatus => jobDisplayStatus(job.data, now);

/** "Active", "Upcoming", "Expired", "Closed", "Deleted". */
export const statusLabel = (status: JobDisplayStatus) => status.charAt(0).toUpperCase() + status.slice(1);

/** The first word of the session's name, for "Welcome Back, Pat". */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
