import type { StudentApplication } from '@shared/schemas/application';
import { type RefObject, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../lib/ui/Alert';
import { Dialog } from '../../../lib/ui/Dialog';
import styles from './WithdrawDialog.module.css';

interface WithdrawDialogProps {
  application: StudentApplication | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** "Withdraw your application?" Keep it is the safe answer and has focus first. */
export function WithdrawDialog({
  application,
  busy,
  error,
  onConfirm,
  onClose,
  returnFocusTo,
}: WithdrawDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={application !== null}
      onClose={close}
      title="Withdraw your application?"
      description={
        application
          ? `${application.data.createdBy} will no longer see your application for “${application.data.jobTitle}”. You can apply again later while the job is open.`
          : undefined
      }
      returnFocusTo={returnFocusTo}
      initialFocus={keep}
    >
      <Alert tone="error">
        {error ? errorMessage(error, 'We could not withdraw your application. Please try again.') : null}
      </Alert>
      <div className={styles.actions}>
        <button
          ref={keep}
          type="button"
          className="btn btn-secondary"
          aria-disabled={busy || undefined}
          onClick={close}
        >
          Keep application
        </button>
        <button
          type="button"
          className="btn btn-danger"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? 'Withdrawing…' : 'Withdraw'}
        </button>
      </div>
    </Dialog>
  );
}
