import styles from './Header.module.css';

/** Shown in the header while the stored session is checked (docs/spec/1-students-and-accounts.md §2). */
export function SessionLoading() {
  return (
    <span className={styles.loading} role="status">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </span>
  );
}
