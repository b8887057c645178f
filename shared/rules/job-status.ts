/**
 * Job display status (spec/1 §4, spec/2 §4). Dates are local calendar days (`YYYY-MM-DD`): a job is
 * expired once its end day is over (through 23:59:59), upcoming before its start day.
 */
export type JobDisplayStatus = 'active' | 'upcoming' | 'expired' | 'closed' | 'deleted';

export interface JobStatusInput {
  startDate: string;
  endDate: string;
  isActive?: boolean;
  isClosed?: boolean;
}

/** `YYYY-MM-DD` of a moment in local time. */
export function toIsoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function jobDisplayStatus(job: JobStatusInput, now: Date = new Date()): JobDisplayStatus {
  if (job.isActive === false) return job.isClosed ? 'closed' : 'deleted';
  const today = toIsoDay(now);
  // ISO day strings compare correctly as text.
  if (job.endDate < today) return 'expired';
  if (job.startDate > today) return 'upcoming';
  return 'active';
}

/** Search results whose end date is before today are dropped (spec/1 §4). */
export function isListable(job: Pick<JobStatusInput, 'endDate'>, now: Date = new Date()): boolean {
  return job.endDate >= toIsoDay(now);
}
