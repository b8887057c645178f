import { type ReviewReportReason, reviewReportReasonIds, reviewReportReasons } from '@shared/rules/reviews';
import { reviewMessages } from '@shared/schemas/reviews';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { errorMessage } from '../api-client';
import { Alert } from '../ui/Alert';
import { BusyButton } from '../ui/BusyButton';
import { Dialog } from '../ui/Dialog';
import styles from './Reviews.module.css';
import { useReportReview } from './report-review';

/**
 * "Report this review": a reason from the list and any details, to the moderation desk. The review
 * stays up; moderators hide one only for a listed reason, and tell its author why.
 */
export function ReportReviewDialog({
  reviewId,
  open,
  onClose,
  returnFocusTo,
}: {
  reviewId: string;
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const firstReason = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Report this review"
      description="Tell our moderators what is wrong. The review stays up while they look at it."
      returnFocusTo={returnFocusTo}
      initialFocus={firstReason}
    >
      <ReportForm reviewId={reviewId} firstReason={firstReason} onClose={onClose} />
    </Dialog>
  );
}

function ReportForm({
  reviewId,
  firstReason,
  onClose,
}: {
  reviewId: string;
  firstReason: RefObject<HTMLInputElement | null>;
  onClose: () => void;
}) {
  const report = useReportReview();
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState('');
  const done = useRef<HTMLDivElement>(null);
  const ids = { name: useId(), details: useId(), error: useId() };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setReasonError(reviewMessages.reasonRequired);
      firstReason.current?.focus();
      return;
    }
    report.mutate(
      { reviewId, body: { reason, details } },
      { onSuccess: () => requestAnimationFrame(() => done.current?.focus()) },
    );
  };

  if (report.isSuccess) {
    return (
      <div ref={done} tabIndex={-1} className={styles.form}>
        <Alert tone="success" title="Reported">
          {report.data.message}
        </Alert>
        <div>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset
        className={styles.choices}
        aria-describedby={reasonError ? ids.error : undefined}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend className={styles.question}>Why are you reporting it?</legend>
        <div className={styles.reasons}>
          {reviewReportReasonIds.map((id, index) => (
            <label key={id} className={styles.choice}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={ids.name}
                checked={reason === id}
                onChange={() => {
                  setReason(id);
                  setReasonError('');
                }}
              />
              {reviewReportReasons[id]}
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id={ids.error} className={styles.fieldError}>
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={ids.details} className={styles.question}>
          Details <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={ids.details}
          className={styles.textarea}
          rows={3}
          maxLength={1000}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </div>
      <Alert tone="error">{report.isError ? errorMessage(report.error) : null}</Alert>
      <div className={styles.actions}>
        <BusyButton type="submit" className="btn btn-primary" busy={report.isPending} busyLabel="Sending…">
          Send the report
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
