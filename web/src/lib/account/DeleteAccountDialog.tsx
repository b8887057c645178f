import { accountMessages, DELETE_CONFIRMATION_WORD } from '@shared/schemas/account';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../api-client';
import { fieldStyles } from '../forms/Field';
import { FormMessage } from '../forms/FormMessage';
import { Dialog } from '../ui/Dialog';
import styles from './DeleteAccountDialog.module.css';

/*
 * "Delete my account" (issue 21 §4), for the account holder on /profile and for a guardian on /family:
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
  const input = useRef<HTMLInputElement>(null);
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
  input: RefObject<HTMLInputElement | null>;
  deleted: boolean;
  onDeleted: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const doneButton = useRef<HTMLButtonElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (typed.trim() !== DELETE_CONFIRMATION_WORD) {
      setFieldError(accountMessages.confirmationMismatch);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    try {
      await onDelete(typed.trim());
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error, 'We could not delete the account. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

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
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-confirm`}>
          Type {DELETE_CONFIRMATION_WORD} to confirm
        </label>
        <input
          ref={input}
          id={`${id}-confirm`}
          className={fieldStyles.input}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <div aria-live="polite">
          {fieldError ? (
            <p id={`${id}-error`} className={fieldStyles.error}>
              {fieldError}
            </p>
          ) : null}
        </div>
      </div>
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
