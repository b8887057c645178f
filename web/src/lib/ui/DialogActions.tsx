import type { RefObject } from 'react';
import { BusyButton } from './BusyButton';

interface DialogActionsProps {
  /** The safe answer's words ("Cancel", "Keep application"). */
  cancelLabel: string;
  actionLabel: string;
  /** Shown on the action's button while it runs ("Deleting..."). */
  busyLabel?: string;
  busy: boolean;
  danger: boolean;
  onCancel: () => void;
  /** A plain button's action; without it the action is its form's submit button. */
  onAction?: () => void;
  cancelRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * A dialog's footer: Cancel beside its one action. While the action runs Cancel does nothing, so the
 * outcome is always seen; it is aria-disabled rather than disabled, which would drop the focus it holds.
 */
export function DialogActions({
  cancelLabel,
  actionLabel,
  busyLabel,
  busy,
  danger,
  onCancel,
  onAction,
  cancelRef,
}: DialogActionsProps) {
  return (
    <div className="btn-row">
      <button
        ref={cancelRef}
        type="button"
        className="btn btn-secondary"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onCancel();
        }}
      >
        {cancelLabel}
      </button>
      <BusyButton
        type={onAction ? 'button' : 'submit'}
        className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
        busy={busy}
        busyLabel={busyLabel}
        onClick={onAction}
      >
        {actionLabel}
      </BusyButton>
    </div>
  );
}
