import type { ReactNode, Ref } from 'react';
import { PageMeta } from '../../../lib/page-meta';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  /** Document title (the site name is appended) and description. */
  pageTitle: string;
  description: string;
  heading: ReactNode;
  lead?: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
  footer?: ReactNode;
  /** The heading receives focus on step changes (e.g. form → verification), so keyboard and screen
   * reader users start reading the new step from its top. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

export function AuthLayout({
  pageTitle,
  description,
  heading,
  lead,
  icon,
  wide,
  footer,
  headingRef,
  children,
}: AuthLayoutProps) {
  return (
    <div className={`container ${styles.wrap}`}>
      <PageMeta title={pageTitle} description={description} />
      <div className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <header className={styles.header}>
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <h1 className={styles.title} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {heading}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>
  );
}

export { styles as authStyles };
