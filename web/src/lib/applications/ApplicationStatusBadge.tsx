import styles from './ApplicationStatusBadge.module.css';
import { statusBadge } from './application-status';

/**
 * Pending yellow, Accepted green, Rejected red, Unknown grey; waiting for a parent blue, ended without
 * a decision grey. The text carries the meaning too.
 */
export function ApplicationStatusBadge({
  status,
  reader = 'student',
}: {
  status: string;
  reader?: 'student' | 'guardian';
}) {
  const { tone, label } = statusBadge(status, reader);
  return (
    <span className={`badge ${styles.badge} ${styles[tone]}`} data-status={tone}>
      {label}
    </span>
  );
}
