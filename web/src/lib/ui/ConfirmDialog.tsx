import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Alert } from './Alert';
import { Dialog } from './Dialog';
import { DialogActions } from './DialogActions';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** The safe answer's words, when "Cancel" says too little ("Keep application"). */
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs ("Deleting..."). */
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A question with Cancel and one action. Cancel has focus first (the safe answer); while the action
 * runs the dialog stays open and cannot be dismissed, so its outcome is always seen.
 *
 * The action runs once per answer: a double click's second click comes before `busy` has rendered,
 * so a ref (not state) says the answer is given. It is taken back when the dialog opens again, when
 * the action ends (busy → idle) and when an error shows, so "try again" works.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  error,
  danger = false,
  onConfirm,
  onClose,
  returnFocusTo,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an error shown (a new one too) re-arms the button.
  useEffect(() => {
    if (open && !busy) answered.current = false;
  }, [open, busy, error]);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      description={description}
      returnFocusTo={returnFocusTo}
      initialFocus={cancel}
    >
      {children}
      <Alert tone="error">{error ?? null}</Alert>
      <DialogActions
        cancelLabel={cancelLabel}
        actionLabel={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        danger={danger}
        cancelRef={cancel}
        onCancel={onClose}
        onAction={() => {
          if (busy || answered.current) return;
          answered.current = true;
          onConfirm();
        }}
      />
    </Dialog>
  );
}
