import type { FormEvent, ReactNode, RefObject } from 'react';
import { Alert } from '../../../lib/ui/Alert';
import { Dialog } from '../../../lib/ui/Dialog';
import { DialogActions } from '../../../lib/ui/DialogActions';

interface FormDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A dialog with a small form (hours, a reason, a new time): its fields, what the server said, and
 * Cancel beside the action. While the action runs it stays open, so its outcome is always seen.
 */
export function FormDialog({
  open,
  title,
  description,
  children,
  submitLabel,
  busyLabel,
  busy,
  error,
  danger = false,
  onSubmit,
  onClose,
  returnFocusTo,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      description={description}
      returnFocusTo={returnFocusTo}
    >
      <form
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {children}
        <Alert tone="error">{error}</Alert>
        <DialogActions
          cancelLabel="Cancel"
          actionLabel={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          danger={danger}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
