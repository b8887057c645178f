import { webPaths } from '@shared/web-paths';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta';
import { HomeIcon, RefreshIcon } from '../../lib/ui/icons';
import { Logo } from '../layout/Logo';
import { describeError } from './error-description';
import { StatusPage, statusPageStyles as styles } from './StatusPage';

/** After a deploy, an open tab may ask for page code that no longer exists: a reload fixes it. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * The generic error screen (app/RouteErrorBoundary.tsx). `standalone` when the frame itself failed, so
 * the screen brings its own minimal header and <main>.
 */
export default function RouteErrorPage({
  error,
  standalone = false,
}: {
  error: unknown;
  standalone?: boolean;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const { status, message } = describeError(error);
  const content = (
    <StatusPage
      title="Unexpected Application Error!"
      art={false}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            <RefreshIcon />
            Reload the page
          </button>
          {/* When the frame failed the router may be broken too: a plain link starts the app afresh. */}
          <Link to={webPaths.home} reloadDocument={standalone} className="btn btn-secondary">
            <HomeIcon />
            Go to the home page
          </Link>
        </>
      }
    >
      <PageMeta
        title="Something went wrong"
        description="An unexpected error happened on Neighbourhood Jobs."
      />
      <p className={styles.detail}>
        {status ? <strong>{status}</strong> : null}
        {status && message ? <br /> : null}
        {message}
      </p>
      <p className={styles.lead}>
        {isStaleChunk(error)
          ? 'A newer version of Neighbourhood Jobs is available. Reloading the page should fix this.'
          : 'Sorry about that. You can try again, or head back to the home page.'}
      </p>
    </StatusPage>
  );

  if (!standalone) return content;
  return (
    <>
      <header className={styles.standaloneHeader}>
        <div className="container">
          <Logo reloadDocument />
        </div>
      </header>
      <main id="main">{content}</main>
    </>
  );
}
