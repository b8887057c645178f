import type { PublicJob } from '@shared/schemas/job';
import {
  REPORT_DESCRIPTION_MAX,
  reportMessages,
  reportReasonIds,
  reportReasons,
} from '@shared/schemas/report';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { FieldError, fieldStyles, TextAreaField } from '../../../lib/forms/Field';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { Dialog } from '../../../lib/ui/Dialog';
import { useReportJob } from '../api/report-job';
import { emptyReportForm, reportFormSchema } from '../lib/report-form';
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
  const form = useValidatedForm(reportFormSchema, emptyReportForm);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const report = useReportJob(userId, job.entity);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // Submitted closes the dialog after 2 s, any error (a refusal too: already reported, too many
  // reports, one's own job) after 3 s (docs/spec/1-students-and-accounts.md §4).
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
    // No reason chosen: its message shows and focus goes to the first reason.
    const body = form.validateAll();
    if (!body) return;
    report.mutate(body, {
      onSuccess: () => setOutcome({ kind: 'submitted' }),
      onError: (error) => {
        const next = outcomeOf(error);
        // A failure the server pins on a field is said under it, and the dialog stays open to fix it.
        if (next.kind === 'failed' && error instanceof ApiRequestError && form.setServerErrors(error.fields))
          return;
        setOutcome(next);
      },
    });
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

  const reasonIds = form.ids('reportReason');
  const reasonError = form.error('reportReason');
  return (
    <>
      {confirmation}
      {submitted ? null : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <fieldset className={styles.reasons} aria-describedby={reasonError ? reasonIds.error : undefined}>
            <legend className={fieldStyles.label}>Reason</legend>
            {reportReasonIds.map((value, index) => (
              <label key={value} className={styles.reason}>
                <input
                  // The first reason carries the field's id: a submit without a reason focuses it.
                  ref={index === 0 ? firstReason : undefined}
                  id={index === 0 ? reasonIds.input : undefined}
                  type="radio"
                  name={reasonIds.input}
                  value={value}
                  checked={form.values.reportReason === value}
                  onChange={() => {
                    form.set('reportReason', value);
                    form.touch('reportReason');
                  }}
                />
                <span>{reportReasons[value]}</span>
              </label>
            ))}
            <FieldError id={reasonIds.error} message={reasonError} />
          </fieldset>

          <TextAreaField
            form={form}
            name="reportDescription"
            label="Description"
            optional
            maxLength={REPORT_DESCRIPTION_MAX}
          />

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
