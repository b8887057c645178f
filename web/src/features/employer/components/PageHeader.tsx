import type { ReactNode, Ref } from 'react';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons on the right (below the title on small screens). */
  actions?: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The heading row every employer page opens with. */
export function PageHeader({ title, lead, actions, titleRef }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <h1 className={styles.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
