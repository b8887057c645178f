import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { CalendarIcon } from '../../../lib/ui/icons';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import styles from './Schedule.module.css';

/**
 * The private calendar link: a webcal:// address the phone's or computer's calendar app subscribes to,
 * shown once when made (only a hash of it is kept). "Reset link" makes a new one and the old one stops
 * working at once, for a link that was shared by mistake.
 */
export function CalendarFeedPanel({ existingSince }: { existingSince: string | null }) {
  const headingId = useId();
  const create = useCreateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState('');
  const opener = useRef<HTMLButtonElement | null>(null);
  const made = create.data;
  const make = () =>
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopied('');
      },
    });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        Your calendar
      </h2>
      <p className={styles.muted}>
        Subscribe once and every visit appears in your calendar app, and follows when a time changes or a
        visit is cancelled. The link is private: anyone who has it can see your visits.
      </p>
      {made ? (
        <>
          <p role="status">{made.message}</p>
          <code className={styles.feedUrl}>{made.url}</code>
          <div className={styles.links}>
            <a className="btn btn-primary btn-sm" href={made.url}>
              <CalendarIcon /> Open in my calendar app
            </a>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={async () => {
                await navigator.clipboard?.writeText(made.httpsUrl).catch(() => undefined);
                setCopied('Copied. Paste it into your calendar’s “Subscribe by URL”.');
              }}
            >
              Copy link
            </button>
          </div>
          <p role="status" className={styles.muted}>
            {copied}
          </p>
        </>
      ) : existingSince ? (
        <p>
          You made a private link on{' '}
          {new Date(existingSince).toLocaleDateString('en-US', {
            month: 'long',
            day: 'numeric',
            year: 'numeric',
          })}
          . It is shown only once; reset it for a new one.
        </p>
      ) : null}
      <div>
        {existingSince || made ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setConfirming(true);
            }}
          >
            Reset link
          </button>
        ) : (
          <BusyButton
            type="button"
            className="btn btn-primary"
            busy={create.isPending}
            busyLabel="Making your link…"
            icon={<CalendarIcon />}
            onClick={() => {
              if (!create.isPending) make();
            }}
          >
            Get my calendar link
          </BusyButton>
        )}
      </div>
      <Alert tone="error">{!confirming && create.isError ? errorMessage(create.error) : null}</Alert>
      <ConfirmDialog
        open={confirming}
        title="Reset your calendar link?"
        description="The link you have now stops working at once, in every calendar that uses it. You get a new one to subscribe with."
        confirmLabel="Reset link"
        busyLabel="Resetting…"
        busy={create.isPending}
        error={create.isError ? errorMessage(create.error) : null}
        returnFocusTo={opener}
        onClose={() => setConfirming(false)}
        onConfirm={make}
      />
    </section>
  );
}
