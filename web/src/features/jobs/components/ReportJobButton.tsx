import type { PublicJob } from '@shared/schemas/job';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useSession } from '../../../lib/auth/session';
import { useOwnReports } from '../api/list-own-reports';
import { FlagIcon } from './icons';
import styles from './JobCard.module.css';

// The dialog, its form and the report schema load with the first report, not with the jobs list
// (form and validation code off the public pages' first screen).
const ReportJobDialog = lazy(() =>
  import('./ReportJobDialog').then((module) => ({ default: module.ReportJobDialog })),
);

/**
 * The flag on a card (signed-in people only) and the report dialog it opens. A job the person has
 * reported says "Reported" and opens nothing: nobody is asked for the same report twice.
 * It stays a button (aria-disabled), so focus can come back to it when the dialog closes.
 * `labelled`: the word "Report" beside the flag (a job's own page, where there is room).
 */
export function ReportJobButton({ job, labelled = false }: { job: PublicJob; labelled?: boolean }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : '';
  const reports = useOwnReports(userId);
  const reported = reports.data?.has(job.entity) ?? false;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own way of returning focus.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn-ghost ${labelled ? '' : `btn-sm ${styles.flag}`} ${reported ? styles.reported : ''}`}
        aria-haspopup={reported ? undefined : 'dialog'}
        aria-disabled={reported || undefined}
        aria-describedby={reported ? noteId : undefined}
        data-reported={reported || undefined}
        onClick={() => {
          if (reported) return;
          setOpened(true);
          setOpen(true);
        }}
      >
        <FlagIcon />
        {reported ? (
          <>
            <span aria-hidden="true">Reported</span>
            <span className="visually-hidden">Reported: {job.data.title}</span>
            <span id={noteId} hidden>
              You reported this job. Our team is reviewing it.
            </span>
          </>
        ) : labelled ? (
          <>
            Report<span className="visually-hidden"> this job</span>
          </>
        ) : (
          <span className="visually-hidden">Report job: {job.data.title}</span>
        )}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportJobDialog
            job={job}
            userId={userId}
            open={open}
            onClose={() => setOpen(false)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
