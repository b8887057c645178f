import { type JobDisplayStatus, jobStatusLabels } from '@shared/rules/job-status';

/** Active green, Upcoming blue, Expired red, Closed and Deleted grey (docs/spec/1-students-and-accounts.md §4, docs/spec/2-employers-and-info-pages.md §4). */
export function JobStatusBadge({ status }: { status: JobDisplayStatus }) {
  return (
    <span className={`badge badge-${status}`} data-status={status}>
      {jobStatusLabels[status]}
    </span>
  );
}
