import { webPaths } from '@shared/web-paths';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useFragmentParams } from '../../../lib/fragment-params';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { BellIcon } from '../../../lib/ui/icons';
import { useUnsubscribeAlerts } from '../api/unsubscribe-alerts';
import styles from './UnsubscribePage.module.css';

/**
 * /unsubscribe#token=…: where an alert e-mail's "Stop these alerts" link lands. No
 * sign-in: the signed link is the authority. One button stops the alerts (a link checker that opens
 * the page stops nothing), then the page says what it stopped, or that the link was already used.
 * Mail clients that support it unsubscribe in one click without this page (RFC 8058).
 */
export default function UnsubscribePage() {
  const token = useFragmentParams().get('token') ?? '';
  const unsubscribe = useUnsubscribeAlerts();
  const resultRef = useRef<HTMLHeadingElement>(null);
  const done = unsubscribe.data;

  useEffect(() => {
    // The outcome replaces the button that had focus: keyboard and screen-reader users land on it.
    if (done || unsubscribe.isError) resultRef.current?.focus();
  }, [done, unsubscribe.isError]);

  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta title="Stop job alerts" description="Stop the job alert e-mails of your saved searches." />
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <BellIcon size="1.75rem" />
        </span>
        {done ? (
          <>
            <h1 ref={resultRef} tabIndex={-1} className={styles.title}>
              {done.outcome === 'paused' ? 'Alerts stopped' : 'Already done'}
            </h1>
            <p>{done.message}</p>
            {done.searches.length > 0 ? (
              <ul className={styles.searches}>
                {done.searches.map((search) => (
                  <li key={search.id}>{search.description}</li>
                ))}
              </ul>
            ) : null}
            <p className={styles.actions}>
              <Link className="btn btn-primary" to={webPaths.alerts}>
                Manage job alerts
              </Link>
              <Link className="btn btn-ghost" to={webPaths.jobs}>
                Find jobs
              </Link>
            </p>
          </>
        ) : !token ? (
          <>
            <h1 className={styles.title}>This link is incomplete</h1>
            <Alert tone="error">
              This link is missing its code. Please use the “Stop these alerts” link from your e-mail, exactly
              as it was sent, or manage your alerts after signing in.
            </Alert>
            <p className={styles.actions}>
              <Link className="btn btn-primary" to={webPaths.alerts}>
                Manage job alerts
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 ref={unsubscribe.isError ? resultRef : undefined} tabIndex={-1} className={styles.title}>
              Stop these job alerts?
            </h1>
            <p>
              We will stop e-mailing you new jobs for the saved searches in that alert. They stay on your Job
              alerts page, paused, so you can turn them on again any time.
            </p>
            <Alert tone="error">{unsubscribe.isError ? errorMessage(unsubscribe.error) : null}</Alert>
            <p className={styles.actions}>
              <BusyButton
                type="button"
                className="btn btn-primary"
                busy={unsubscribe.isPending}
                busyLabel="Stopping…"
                onClick={() => {
                  if (!unsubscribe.isPending) unsubscribe.mutate(token);
                }}
              >
                Stop these alerts
              </BusyButton>
              <Link className="btn btn-ghost" to={webPaths.alerts}>
                Manage job alerts
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
