import { CANCEL_REASON_MAX } from '@shared/schemas/schedule';
import { type RefObject, useId, useState } from 'react';
import field from '../../../lib/forms/Field.module.css';
import { FormDialog } from './FormDialog';

interface CancelDialogProps {
  /** One visit's words ("the visit of Tuesday") or the whole job's. */
  what: string;
  wholeJob: boolean;
  busy: boolean;
  error: string | null;
  onCancel: (reason: string) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Cancel a visit or the rest of the job, with a reason the other side reads. */
export function CancelDialog({
  what,
  wholeJob,
  busy,
  error,
  onCancel,
  onClose,
  returnFocusTo,
}: CancelDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  return (
    <FormDialog
      open
      title={wholeJob ? 'Cancel the rest of the job?' : 'Cancel this visit?'}
      description={`${what}. The other side sees it on their schedule, and calendars drop it. Less than a day before, they are told by e-mail at once.`}
      submitLabel={wholeJob ? 'Cancel the job' : 'Cancel the visit'}
      busyLabel="Cancelling…"
      danger
      busy={busy}
      error={error ?? (tried && missing ? 'Please say why.' : null)}
      onSubmit={() => {
        setTried(true);
        if (!missing) onCancel(reason.trim());
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <div className={field.field}>
        <label className={field.label} htmlFor={id}>
          Reason
        </label>
        <textarea
          id={id}
          className={field.input}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          aria-invalid={tried && missing ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className={field.hint}>
          {reason.length} / {CANCEL_REASON_MAX}
        </p>
      </div>
    </FormDialog>
  );
}
