import type { StudentApplication } from '@shared/schemas/application';
import type { RefObject } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';

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
  return (
    <ConfirmDialog
      open={application !== null}
      title="Withdraw your application?"
      description={
        application
          ? `${application.data.createdBy} will no longer see your application for “${application.data.jobTitle}”. You can apply again later while the job is open.`
          : undefined
      }
      cancelLabel="Keep application"
      confirmLabel="Withdraw"
      busyLabel="Withdrawing…"
      busy={busy}
      error={error ? errorMessage(error, 'We could not withdraw your application. Please try again.') : null}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
