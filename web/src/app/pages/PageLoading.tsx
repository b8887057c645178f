import styles from './PageLoading.module.css';

/** Shown inside the frame while a page's code loads on first visit. */
export function PageLoading() {
  return (
    <div className={`container ${styles.wrap}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading page…
      </p>
      <div aria-hidden="true" className={styles.lines}>
        <span className="skeleton skeleton-title" style={{ width: '40%' }} />
        <span className="skeleton skeleton-text" style={{ width: '70%' }} />
        <span className="skeleton skeleton-text" style={{ width: '55%' }} />
      </div>
    </div>
  );
}
