import { localDay } from '../../shared/rules/job-day';
import { jobDateIssues } from '../../shared/rules/job-form';
import { badRequest } from '../lib/errors';

/**
 * Refuses a job's days with the form's messages (shared/rules/job-form.ts), against the job's own
 * today: the calendar of its place, not the server's UTC. `startMayBePast` serves an edit that keeps
 * a start day already passed (the job is running).
 */
export function assertJobDates(
  days: { startDate: string; endDate: string },
  timeZone: string,
  now: Date,
  options: { startMayBePast?: boolean } = {},
): void {
  const issues = jobDateIssues(days, localDay(timeZone, now), options);
  const first = issues.startDate ?? issues.endDate;
  if (first) throw badRequest(first, issues, 'VALIDATION_FAILED');
}
