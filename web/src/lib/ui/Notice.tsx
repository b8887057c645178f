import type { ReactNode } from 'react';
import styles from './Notice.module.css';

interface NoticeProps {
  /** A line icon in a soft circle above the title. */
  icon: ReactNode;
  tone?: 'neutral' | 'error';
  title: ReactNode;
  /** A heading when the notice stands for a section's content; a paragraph for a one-line message. */
  titleAs?: 'h2' | 'h3' | 'p';
  children?: ReactNode;
  /** The way onward (a button or link). */
  action?: ReactNode;
  /** `status` for outcomes (empty results), `alert` for failures; both announce the notice. */
  role?: 'status' | 'alert';
}

/** A list's empty or error state: icon, title, a sentence and a way onward, centred in a dashed card. */
export function Notice({
  icon,
  tone = 'neutral',
  title,
  titleAs = 'p',
  children,
  action,
  role,
}: NoticeProps) {
  const Title = titleAs;
  return (
    <div className={styles.notice} role={role}>
      <span className={`${styles.icon} ${tone === 'error' ? styles.iconError : ''}`}>{icon}</span>
      <Title className={styles.title}>{title}</Title>
      {children}
      {action}
    </div>
  );
}

export { styles as noticeStyles };
