import type { ReactNode } from 'react';
import styles from './StatusPill.module.css';

export type StatusTone = 'upcoming' | 'active' | 'done' | 'ended';

/** A schedule's state in words on its colour: the booking line's and each visit card's. */
export function StatusPill({
  tone,
  className,
  children,
}: {
  tone: StatusTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={className ? `${styles.pill} ${className}` : styles.pill} data-tone={tone}>
      {children}
    </span>
  );
}
