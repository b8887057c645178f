import { REPORT_DETAILS_MAX_LENGTH, type ReportReason, reportReasons } from '@shared/rules/conversation';
import { type RefObject, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { Dialog } from '../../../lib/ui/Dialog';
import { useReportMessage } from '../api/report-message';
import styles from './ReportMessageDialog.module.css';

interface ReportMessageDialogProps {
  conversationId: string;
  /** The message reported, or null while the dialog is closed. */
  message: { id: string; text: string; from: string } | null;
  onClose: () => void;
  /** Says how it went, once the dialog has closed. */
  onReported: (outcome: string) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Report a message to our team: a reason, and what else they should know. */
export function ReportMessageDialog({
  conversationId,
  message,
  onClose,
  onReported,
  returnFocusTo,
}: ReportMessageDialogProps) {
  const id = useId();
  const report = useReportMessage(conversationId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    if (report.isPending) return;
    report.reset();
    setReason(null);
    setDetails('');
    setMissing(false);
    onClose();
  };
  return (
    <Dialog
      open={message !== null}
      onClose={close}
      title="Report this message"
      description="Our team reads every report. The message goes to them as it was written."
      returnFocusTo={returnFocusTo}
    >
      {message ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (report.isPending) return;
            if (!reason) {
              setMissing(true);
              document.getElementById(`${id}-${Object.keys(reportReasons)[0]}`)?.focus();
              return;
            }
            report.mutate(
              { messageId: message.id, body: { reason, details } },
              {
                onSuccess: (answer) => {
                  close();
                  onReported(answer.message);
                },
              },
            );
          }}
        >
          <blockquote className={styles.quote}>
            <p className={styles.from}>{message.from} wrote:</p>
            <p className={styles.text}>{message.text}</p>
          </blockquote>
          <fieldset className={styles.reasons} aria-describedby={missing ? `${id}-missing` : undefined}>
            <legend>Why are you reporting it?</legend>
            {(Object.entries(reportReasons) as [ReportReason, string][]).map(([key, label]) => (
              <label key={key} className={styles.reason}>
                <input
                  id={`${id}-${key}`}
                  type="radio"
                  name={`${id}-reason`}
                  checked={reason === key}
                  onChange={() => {
                    setReason(key);
                    setMissing(false);
                  }}
                />
                <span>{label}</span>
              </label>
            ))}
            {missing ? (
              <p id={`${id}-missing`} className={styles.missing}>
                Please choose a reason.
              </p>
            ) : null}
          </fieldset>
          <label htmlFor={`${id}-details`} className={styles.detailsLabel}>
            Anything else we should know? <span className={styles.optional}>(optional)</span>
          </label>
          <textarea
            id={`${id}-details`}
            className={styles.details}
            rows={3}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
          />
          <Alert tone="error">{report.isError ? errorMessage(report.error) : null}</Alert>
          <div className="btn-row">
            <button type="button" className="btn btn-secondary" onClick={close}>
              Cancel
            </button>
            <BusyButton type="submit" className="btn btn-danger" busy={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </BusyButton>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
