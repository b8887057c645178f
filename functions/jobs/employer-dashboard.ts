import { hasEnded } from '../../shared/rules/job-day';
import { DASHBOARD_RECENT_JOBS, type EmployerDashboardResponse } from '../../shared/schemas/job';
import { type JobItem, toEmployerJob } from './job-item';

/**
 * The employer dashboard's numbers (docs/spec/2-employers-and-info-pages.md §2, reading A, with real figures), from the employer's own
 * jobs (one query by employer, newest first; never a Scan). Application figures are the counters kept
 * on each job, changed in the same transaction as the application or review they count.
 * A deleted posting is "permanently removed" for its employer (docs/spec/2-employers-and-info-pages.md §2, Delete dialog): it is in no
 * figure and not among the recent postings.
 */
export function employerDashboard(
  jobs: readonly JobItem[],
  now: Date = new Date(),
): EmployerDashboardResponse {
  const onBoard = jobs.filter((job) => job.status !== 'deleted');
  const sum = (count: (job: JobItem) => number) =>
    onBoard.reduce((total, job) => total + (count(job) ?? 0), 0);
  return {
    stats: {
      // Active: open, and its end day not over on its own calendar (upcoming jobs count).
      activeJobs: onBoard.filter((job) => job.status === 'open' && !hasEnded(job, now)).length,
      // Completed: marked filled (closed).
      completedJobs: onBoard.filter((job) => job.status === 'closed').length,
      totalApplications: sum((job) => job.appTotal),
      pendingApplications: sum((job) => job.appPending),
      hiredApplications: sum((job) => job.appAccepted),
    },
    recentJobs: onBoard.slice(0, DASHBOARD_RECENT_JOBS).map(toEmployerJob),
  };
}
