import { describeSavedSearch } from '@shared/rules/saved-search';
import type { SavedSearch } from '@shared/schemas/saved-search';
import type { RefObject } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';

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
  return (
    <ConfirmDialog
      open={search !== null}
      title="Delete this saved search?"
      description={
        search
          ? `${describeSavedSearch(search)}. You will get no more alerts for it. To only stop the e-mails for a while, pause it instead.`
          : undefined
      }
      cancelLabel="Keep it"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={busy}
      error={error ? errorMessage(error, 'We could not delete this saved search. Please try again.') : null}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
