import { webPaths } from '@shared/web-paths';
import styles from './PlainErrorScreen.module.css';

/**
 * The error screen when even the error screen's code could not load (app/RouteErrorBoundary.tsx):
 * nothing but the entry's own code and global styles. Usually a deploy has replaced the site's code
 * while the tab stayed open, or the connection dropped; reloading fixes both.
 */
export function PlainErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const content = (
    <div className={`container ${styles.wrap}`}>
      <title>Something went wrong · Neighbourhood Jobs</title>
      <h1>Something went wrong</h1>
      <p>This page could not load. Check your connection, then reload the page.</p>
      <p className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        {/* A full load: the router's own code may be what failed. */}
        <a href={webPaths.home} className="btn btn-secondary">
          Go to the home page
        </a>
      </p>
    </div>
  );
  return standalone ? <main id="main">{content}</main> : content;
}
