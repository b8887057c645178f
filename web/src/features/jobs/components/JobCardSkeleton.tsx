import cardStyles from './JobCard.module.css';
import styles from './JobCardSkeleton.module.css';

/** Placeholder with the shape of a JobCard. Decorative: loading is announced once by the list. */
export function JobCardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true">
      <span className={`skeleton skeleton-pill ${styles.badge}`} />
      <span className="skeleton skeleton-title" style={{ width: '75%' }} />
      <span className="skeleton skeleton-text" style={{ width: '40%' }} />
      <div className={styles.lines}>
        <span className="skeleton skeleton-text" />
        <span className="skeleton skeleton-text" />
        <span className="skeleton skeleton-text" style={{ width: '60%' }} />
      </div>
      <span className="skeleton skeleton-text" style={{ width: '50%' }} />
      <span className="skeleton skeleton-text" style={{ width: '85%' }} />
      <div className={cardStyles.footer}>
        <span className="skeleton skeleton-title" style={{ width: '30%' }} />
      </div>
    </div>
  );
}
