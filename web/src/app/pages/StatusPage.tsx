import { webPaths } from '@shared/web-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, HomeIcon } from '../../lib/ui/icons';
import { SignpostArt } from './SignpostArt';
import styles from './StatusPage.module.css';

interface StatusPageProps {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** Defaults to "Browse local jobs" and "Go to the home page". */
  actions?: ReactNode;
  /** The signpost illustration; errors leave it out to keep the message first. */
  art?: boolean;
}

/** The frame's own pages (not found, coming soon, errors): art, heading, a few words, ways onward. */
export function StatusPage({ eyebrow, title, children, actions, art = true }: StatusPageProps) {
  return (
    <div className={`container ${styles.wrap}`}>
      {art ? <SignpostArt className={styles.art} /> : null}
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {children}
      <div className={styles.actions}>{actions ?? <OnwardLinks />}</div>
    </div>
  );
}

function OnwardLinks() {
  return (
    <>
      <Link to={webPaths.jobs} className="btn btn-primary">
        Browse local jobs
        <ArrowRightIcon />
      </Link>
      <Link to={webPaths.home} className="btn btn-secondary">
        <HomeIcon />
        Go to the home page
      </Link>
    </>
  );
}

export { styles as statusPageStyles };
