import type { PublicJob } from '@shared/schemas/job';
import { lazy, Suspense, useRef, useState } from 'react';
import { FlagIcon } from './icons';
import styles from './JobCard.module.css';

// The dialog, its form and the report schema load with the first report, not with the jobs list
// (issue 11: form and validation code off the public pages' first screen).
const ReportJobDialog = lazy(() =>
  import('./ReportJobDialog').then((module) => ({ default: module.ReportJobDialog })),
);

/**
 * The flag on a card (signed-in people only) and the report dialog it opens. `labelled`: the word
 * "Report" beside the flag (a job's own page, where there is room).
 */
export function ReportJobButton({ job, labelled = false }: { job: PublicJob; labelled?: boolean }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own way of returning focus.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={labelled ? 'btn btn-ghost' : `btn btn-ghost btn-sm ${styles.flag}`}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FlagIcon />
        {labelled ? (
          <>
            Report<span className="visually-hidden"> this job</span>
          </>
        ) : (
          <span className="visually-hidden">Report job: {job.data.title}</span>
        )}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportJobDialog job={job} open={open} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
