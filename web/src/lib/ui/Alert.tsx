import type { ReactNode } from 'react';
import styles from './Alert.module.css';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
}

/**
 * A message box. The live region is the wrapper, rendered even when empty, so a message that appears
 * later is announced (errors assertively, the rest politely). Render `<Alert>` with no children and
 * no title to keep the region in place.
 */
export function Alert({ tone, title, children, id }: AlertProps) {
  const empty = !title && !children;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} id={id} className={styles.region}>
      {empty ? null : (
        <div className={`${styles.alert} ${styles[tone]}`}>
          {tone === 'error' ? <AlertIcon /> : tone === 'success' ? <CheckIcon /> : <InfoIcon />}
          <div className={styles.body}>
            {title ? <strong className={styles.title}>{title}</strong> : null}
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
