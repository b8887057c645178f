import { DELETE_CONFIRMATION_WORD } from '@shared/schemas/account';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { TextField } from '../forms/Field';
import { FormMessage } from '../forms/FormMessage';
import { showFailure } from '../forms/form-failure';
import { useValidatedForm } from '../forms/use-validated-form';
import { Dialog } from '../ui/Dialog';
import styles from './DeleteAccountDialog.module.css';
import { deleteAccountFormSchema, emptyDeleteAccountForm } from './delete-account-form';

/*
 * "Delete my account", for the account holder on /profile and for a guardian on /family:
 * a dialog that says what goes and what stays, asks for the word DELETE typed (a deliberate act, never
 * a slip), shows the server's refusal in place, and then confirms. The owner runs the request
 * (`onDelete`) and decides what happens after (`afterDeleted`, from the confirmation's button).
 */

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** "Delete your account" / "Delete Maya's account". */
  title: string;
  whatGoes: readonly string[];
  whatStays: readonly string[];
  /** Sends DELETE with the typed word; rejects with the API's error. */
  onDelete: (confirmation: string) => Promise<unknown>;
  /** What the confirmation says, and its button. */
  done: { message: string; action: string; onAction: () => void };
}

export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  const input = useRef<HTMLElement | null>(null);
  const [deleted, setDeleted] = useState(false);
  return (
    <Dialog
      open={props.open}
      // Once deleted, closing it any way (Escape, the close button) is the confirmation's way onward.
      onClose={deleted ? props.done.onAction : props.onClose}
      title={deleted ? 'Account deleted' : props.title}
      description={deleted ? undefined : 'This cannot be undone.'}
      returnFocusTo={props.returnFocusTo}
      initialFocus={input}
    >
      <DeleteAccountForm {...props} input={input} deleted={deleted} onDeleted={() => setDeleted(true)} />
    </Dialog>
  );
}

function DeleteAccountForm({
  whatGoes,
  whatStays,
  onDelete,
  onClose,
  done,
  input,
  deleted,
  onDeleted,
}: DeleteAccountDialogProps & {
  input: RefObject<HTMLElement | null>;
  deleted: boolean;
  onDeleted: () => void;
}) {
  const form = useValidatedForm(deleteAccountFormSchema, emptyDeleteAccountForm);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const doneButton = useRef<HTMLButtonElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Not the word: its message shows under the field, and focus goes back there.
    const body = form.validateAll();
    if (!body) return;
    setFailure(null);
    setBusy(true);
    try {
      await onDelete(body.confirmation);
      onDeleted();
    } catch (error) {
      // A refusal of the word is said under it; anything else above the buttons.
      setFailure(
        showFailure(form, error, { fallback: 'We could not delete the account. Please try again.' }),
      );
    } finally {
      setBusy(false);
    }
  }

  // The dialog focuses the word to type once it is open (its effect runs after this one).
  useEffect(() => {
    input.current = document.getElementById(form.ids('confirmation').input);
  }, [input, form]);

  // The confirmation replaces the form: focus goes to its one way onward, once it is in the page.
  useEffect(() => {
    if (deleted) doneButton.current?.focus();
  }, [deleted]);

  if (deleted) {
    return (
      <div className={styles.done}>
        <p role="status" className={styles.doneText}>
          {done.message}
        </p>
        <button ref={doneButton} type="button" className="btn btn-primary" onClick={done.onAction}>
          {done.action}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.lists}>
        <div>
          <h3 className={styles.listTitle}>What is deleted</h3>
          <ul className={styles.list}>
            {whatGoes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.listTitle}>What stays, and why</h3>
          <ul className={styles.list}>
            {whatStays.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
      <TextField
        form={form}
        name="confirmation"
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormMessage tone="error">{failure}</FormMessage>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-danger" aria-disabled={busy || undefined}>
          {busy ? 'Deleting…' : 'Delete permanently'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
