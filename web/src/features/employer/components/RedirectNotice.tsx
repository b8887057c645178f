import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageMeta } from '../../../lib/page-meta';
import styles from './RedirectNotice.module.css';

interface RedirectNoticeProps {
  title: string;
  message: string;
  to: string;
  afterMs: number;
}

/**
 * The guard's answer to someone who may not enter (docs/spec/2-employers-and-info-pages.md §2): the message, then sign-in after a
 * pause. A link lets people go at once rather than wait.
 */
export function RedirectNotice({ title, message, to, afterMs }: RedirectNoticeProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), afterMs);
    return () => clearTimeout(timer);
  }, [navigate, to, afterMs]);

  return (
    <div className={`container-narrow page ${styles.wrap}`}>
      <PageMeta title={title} description={message} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message} role="status">
        {message}
      </p>
      <p className={styles.hint}>Taking you to the sign-in page in {Math.round(afterMs / 1000)} seconds…</p>
      <Link to={to} replace className="btn btn-primary">
        Go to sign in now
      </Link>
    </div>
  );
}
