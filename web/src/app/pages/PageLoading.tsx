import { Skeleton } from '../../lib/ui/Skeleton';
import styles from './PageLoading.module.css';

/** Shown inside the frame while a page's code loads on first visit. */
export function PageLoading() {
  return (
    <Skeleton label="Loading page…" className={`container ${styles.wrap}`}>
      <span className="skeleton skeleton-title" style={{ width: '40%' }} />
      <span className="skeleton skeleton-text" style={{ width: '70%' }} />
      <span className="skeleton skeleton-text" style={{ width: '55%' }} />
    </Skeleton>
  );
}
