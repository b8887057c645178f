import type { JobDisplayStatus } from '@shared/rules/job-status';
import { statusLabel } from '../lib/job-view';

/** Active green, Upcoming blue, Expired red, Closed and Deleted grey (the global badge styles). */
export function StatusBadge({ status }: { status: JobDisplayStatus }) {
  return (
    <span className={`badge badge-${status}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}
