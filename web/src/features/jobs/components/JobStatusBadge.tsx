import type { JobDisplayStatus } from '@shared/rules/job-status';
import { jobStatusLabels } from '../lib/job-display';

/** Active green, Upcoming blue, Expired red, Closed and Deleted grey (spec/1 §4, spec/2 §4). */
export function JobStatusBadge({ status }: { status: JobDisplayStatus }) {
  return (
    <span className={`badge badge-${status}`} data-status={status}>
      {jobStatusLabels[status]}
    </span>
  );
}
