import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import styles from './Logo.module.css';

/** The logo box (docs/spec/1-students-and-accounts.md §9: 4rem by 12rem): the house mark plus a text wordmark, linking home. */
export function Logo({ reloadDocument = false }: { reloadDocument?: boolean }) {
  return (
    <Link to={webPaths.home} className={styles.logo} reloadDocument={reloadDocument}>
      <LogoMark className={styles.mark} />
      <span className={styles.wordmark}>
        <span className={styles.name}>Neighbourhood</span> <span className={styles.product}>Jobs</span>
      </span>
      <span className="visually-hidden"> home page</span>
    </Link>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--color-brand)" />
      <path d="M24 9 8 22.5h4.5V38h23V22.5H40z" fill="#fff" />
      <path d="M20 38V28.5a4 4 0 0 1 8 0V38z" fill="var(--color-brand)" />
      <circle cx="35.5" cy="12.5" r="4.5" fill="#f5b83d" />
    </svg>
  );
}
