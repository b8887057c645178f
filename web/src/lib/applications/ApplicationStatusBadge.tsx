import styles from './ApplicationStatusBadge.module.css';
import { type ReviewStatus, reviewStatusLabels, reviewStatusOf } from './application-status';

/** Pending yellow, Accepted green, Rejected red, Unknown grey; the text carries the meaning too. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const review: ReviewStatus = reviewStatusOf(status);
  return (
    <span className={`badge ${styles[review]}`} data-status={review}>
      {reviewStatusLabels[review]}
    </span>
  );
}
