import { describeSavedSearch } from '@shared/rules/saved-search';
import type { SavedSearch } from '@shared/schemas/saved-search';
import { type RefObject, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../lib/ui/Alert';
import { Dialog } from '../../../lib/ui/Dialog';
import styles from './DeleteSavedSearchDialog.module.css';

interface DeleteSavedSearchDialogProps {
  search: SavedSearch | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** "Delete this saved search?" Keep it is the safe answer and has focus first. */
export function DeleteSavedSearchDialog({
  search,
  busy,
  error,
  onConfirm,
  onClose,
  returnFocusTo,
}: DeleteSavedSearchDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={search !== null}
      onClose={close}
      title="Delete this saved search?"
      description={
        search
          ? `${describeSavedSearch(search)}. You will get no more alerts for it. To only stop the e-mails for a while, pause it instead.`
          : undefined
      }
      returnFocusTo={returnFocusTo}
      initialFocus={keep}
    >
      <Alert tone="error">
        {error ? errorMessage(error, 'We could not delete this saved search. Please try again.') : null}
      </Alert>
      <div className={styles.actions}>
        <button
          ref={keep}
          type="button"
          className="btn btn-secondary"
          aria-disabled={busy || undefined}
          onClick={close}
        >
          Keep it
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
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
