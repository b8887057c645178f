import { formatLongDate } from '@shared/rules/display';
import type { JobDisplayStatus } from '@shared/rules/job-status';

/** "Austin, TX"; whichever part exists; the spec's fallback when neither does (docs/spec/1-students-and-accounts.md §8). */
export function formatJobLocation(address: { city?: string; state?: string } | undefined): string {
  const parts = [address?.city?.trim(), address?.state?.trim()].filter((part): part is string =>
    Boolean(part),
  );
  return parts.length > 0 ? parts.join(', ') : 'Location not specified';
}

/** "Starts November 20, 2026 · Ends November 22, 2026" */
export function formatJobDates(startDate: string, endDate: string): string {
  return `Starts ${formatLongDate(startDate)} · Ends ${formatLongDate(endDate)}`;
}

export const jobStatusLabels: Record<JobDisplayStatus, string> = {
  active: 'Active',
  upcoming: 'Upcoming',
  expired: 'Expired',
  closed: 'Closed',
  deleted: 'Deleted',
};
