import type { PublicJob } from '@shared/schemas/job';
import {
  REPORT_DESCRIPTION_MAX,
  type ReportReason,
  reportMessages,
  reportReasonIds,
  reportReasons,
} from '@shared/schemas/report';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { fieldStyles } from '../../../lib/forms/Field';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { Dialog } from '../../../lib/ui/Dialog';
import { useReportJob } from '../api/report-job';
import styles from './ReportJobDialog.module.css';

/** Spec/1 §4, §9: the Submitted confirmation closes after 2 s, an error after 3 s. */
export const REPORT_SUCCESS_MS = 2000;
export const REPORT_ERROR_MS = 3000;

interface ReportJobDialogProps {
  job: PublicJob;
  /** The signed-in reporter: their flags learn about this report. */
  userId: string;
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Spec/1 §2 Report dialog: a reason, an optional description with a counter, then Submitted. */
export function ReportJobDialog({ job, userId, open, onClose, returnFocusTo }: ReportJobDialogProps) {
  const firstReason = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Report this job"
      description={`Tell us what is wrong with “${job.data.title}”. Our team reviews every report.`}
      returnFocusTo={returnFocusTo}
      initialFocus={firstReason}
    >
      <ReportForm job={job} userId={userId} onClose={onClose} firstReason={firstReason} />
    </Dialog>
  );
}

type Outcome = { kind: 'submitted' } | { kind: 'refused'; message: string } | { kind: 'failed' };

/** A refusal the person can act on (already reported, own job, too many reports): the server's words. */
function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiRequestError && [403, 409, 429].includes(error.status)) {
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'failed' };
}

function ReportForm({
  job,
  userId,
  onClose,
  firstReason,
}: {
  job: PublicJob;
  userId: string;
  onClose: () => void;
  firstReason: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const report = useReportJob(userId, job.entity);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // Submitted closes the dialog after 2 s, any error (a refusal too: already reported, too many
  // reports, one's own job) after 3 s (spec/1 §4; issue 25, item 2).
  useEffect(() => {
    if (!outcome) return;
    if (outcome.kind === 'submitted') confirmationRef.current?.focus();
    const timer = setTimeout(
      () => close.current(),
      outcome.kind === 'submitted' ? REPORT_SUCCESS_MS : REPORT_ERROR_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setReasonError(reportMessages.reasonRequired);
      firstReason.current?.focus();
      return;
    }
    report.mutate(
      { reportReason: reason, reportDescription: description.trim() },
      {
        onSuccess: () => setOutcome({ kind: 'submitted' }),
        onError: (error) => setOutcome(outcomeOf(error)),
      },
    );
  }

  const submitted = outcome?.kind === 'submitted';
  const confirmation = (
    // Stays mounted so the confirmation is announced; focus moves to it as the form goes away.
    <div ref={confirmationRef} tabIndex={-1} className={styles.confirmation}>
      <Alert tone="success" title={submitted ? 'Submitted' : undefined}>
        {submitted ? reportMessages.reported : null}
      </Alert>
    </div>
  );

  const reasonErrorId = `${id}-reason-error`;
  const counterId = `${id}-counter`;
  return (
    <>
      {confirmation}
      {submitted ? null : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <fieldset className={styles.reasons} aria-describedby={reasonError ? reasonErrorId : undefined}>
            <legend className={fieldStyles.label}>Reason</legend>
            {reportReasonIds.map((value, index) => (
              <label key={value} className={styles.reason}>
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setReasonError(null);
                  }}
                />
                <span>{reportReasons[value]}</span>
              </label>
            ))}
            {reasonError ? (
              <p id={reasonErrorId} className={fieldStyles.error}>
                {reasonError}
              </p>
            ) : null}
          </fieldset>

          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-description`}>
              Description<span className={fieldStyles.optional}> (optional)</span>
            </label>
            <textarea
              id={`${id}-description`}
              className={fieldStyles.input}
              rows={4}
              maxLength={REPORT_DESCRIPTION_MAX}
              value={description}
              aria-describedby={counterId}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <p id={counterId} className={fieldStyles.counter}>
              {description.length} / {REPORT_DESCRIPTION_MAX}
            </p>
          </div>

          <Alert tone="error">
            {outcome?.kind === 'refused'
              ? outcome.message
              : outcome?.kind === 'failed'
                ? reportMessages.failed
                : null}
          </Alert>

          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <BusyButton
              type="submit"
              className="btn btn-danger"
              busy={report.isPending}
              busyLabel="Submitting…"
            >
              Submit report
            </BusyButton>
          </div>
        </form>
      )}
    </>
  );
}
