import type { PublicJob } from '@shared/schemas/job';
import { useRef, useState } from 'react';
import { FlagIcon } from './icons';
import styles from './JobCard.module.css';
import { ReportJobDialog } from './ReportJobDialog';

/** The flag on a card (signed-in people only) and the report dialog it opens. */
export function ReportJobButton({ job }: { job: PublicJob }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn-ghost btn-sm ${styles.flag}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FlagIcon />
        <span className="visually-hidden">Report job: {job.data.title}</span>
      </button>
      <ReportJobDialog job={job} open={open} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
    </>
  );
}
