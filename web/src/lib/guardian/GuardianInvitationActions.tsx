import { correctGuardianBodySchema } from '@shared/schemas/family';
import type { TeenGuardian } from '@shared/schemas/user';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../api-client';
import { TextField } from '../forms/Field';
import { FormActions } from '../forms/FormActions';
import { FormMessage } from '../forms/FormMessage';
import { showFailure } from '../forms/form-failure';
import { formSchema } from '../forms/form-schema';
import { useValidatedForm } from '../forms/use-validated-form';
import { Alert } from '../ui/Alert';
import { useCorrectGuardian } from './correct-guardian';
import styles from './Guardian.module.css';
import { useResendGuardianInvitation } from './resend-guardian-invitation';

/*
 * What a teen can do while their parent or guardian has not confirmed: send the
 * invitation again (once a day, 3 times in all) and correct a mistyped address (3 times in all). On
 * the profile, on an application and in My Applications alike; the server holds every limit.
 */

interface CorrectionForm extends Record<string, unknown> {
  parentName: string;
  parentEmail: string;
}
const correctionSchema = formSchema({
  payload: correctGuardianBodySchema,
  toPayload: (form: CorrectionForm) => form,
});

/** The first word of the guardian's name ("Priya"), or how to say it without one. */
export function guardianFirstName(guardian: Pick<TeenGuardian, 'name'>): string {
  return guardian.name.trim().split(/\s+/)[0] || 'your parent or guardian';
}

/** When the next invitation may go; null when it may not at all. */
function resendWindow(guardian: TeenGuardian) {
  const next = guardian.nextResendAt ? new Date(guardian.nextResendAt) : null;
  const canNow =
    guardian.status === 'invited' && guardian.resendsLeft > 0 && next !== null && next <= new Date();
  return { next, canNow };
}

/** The hint under "Resend": how many are left and when the next may go. */
function resendHint(guardian: TeenGuardian): string {
  const { next, canNow } = resendWindow(guardian);
  if (guardian.resendsLeft === 0) return 'You have sent it again 3 times already.';
  if (canNow) {
    return `You can send it again ${guardian.resendsLeft} more ${guardian.resendsLeft === 1 ? 'time' : 'times'}.`;
  }
  const when = next
    ? `, next from ${next.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`
    : '';
  return `You can send it again once a day${when}.`;
}

interface GuardianInvitationActionsProps {
  userId: string;
  guardian: TeenGuardian;
}

/** "Resend" and "Correct the address" (or "Add a parent or guardian" once a link ended), with their outcome. */
export function GuardianInvitationActions({ userId, guardian }: GuardianInvitationActionsProps) {
  const hintId = useId();
  const resend = useResendGuardianInvitation(userId);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [correcting, setCorrecting] = useState(false);
  // The button goes while the form is open: Cancel, or the saved correction (its outcome is read out
  // from the status above), brings focus back to it.
  const correctButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    correctButton.current?.focus();
    setRefocus(false);
  }, [refocus]);
  const { canNow } = resendWindow(guardian);
  const who = guardianFirstName(guardian);

  async function onResend() {
    if (resend.isPending || !canNow) return;
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: (await resend.mutateAsync()).message });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  }

  return (
    <>
      <Alert tone={outcome?.tone ?? 'success'}>{outcome?.text}</Alert>
      <div className={styles.actions}>
        {guardian.status === 'invited' ? (
          <button
            type="button"
            className="btn btn-secondary"
            aria-disabled={!canNow || resend.isPending || undefined}
            aria-describedby={hintId}
            onClick={() => void onResend()}
          >
            {resend.isPending ? (
              'Sending…'
            ) : (
              <>
                Resend<span className="visually-hidden"> the invitation to {who}</span>
              </>
            )}
          </button>
        ) : null}
        {guardian.correctionsLeft > 0 && !correcting ? (
          <button
            ref={correctButton}
            type="button"
            className="btn btn-secondary"
            onClick={() => setCorrecting(true)}
          >
            {guardian.status === 'ended' ? 'Add a parent or guardian' : 'Correct the address'}
          </button>
        ) : null}
      </div>
      {guardian.status === 'invited' ? (
        <p id={hintId} className={styles.hint}>
          {resendHint(guardian)}
        </p>
      ) : null}
      {correcting ? (
        <CorrectAddress
          userId={userId}
          guardian={guardian}
          onDone={(message) => {
            setCorrecting(false);
            setOutcome({ tone: 'success', text: message });
            setRefocus(true);
          }}
          onCancel={() => {
            setCorrecting(false);
            setRefocus(true);
          }}
        />
      ) : null}
    </>
  );
}

function CorrectAddress({
  userId,
  guardian,
  onDone,
  onCancel,
}: {
  userId: string;
  guardian: TeenGuardian;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm(correctionSchema, { parentName: guardian.name, parentEmail: guardian.email });
  const correct = useCorrectGuardian(userId);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by a button that is gone now: focus goes to the form's first field, not to the page's top.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (correct.isPending) return;
    const payload = form.validateAll();
    if (!payload) return;
    setError(null);
    try {
      onDone((await correct.mutateAsync(payload)).message);
    } catch (failure) {
      setError(showFailure(form, failure));
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.correction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Correct your parent or guardian"
    >
      <TextField form={form} name="parentName" label="Parent/Guardian Name" autoComplete="off" />
      <TextField
        form={form}
        name="parentEmail"
        label="Parent/Guardian Email"
        type="email"
        autoComplete="off"
      />
      <FormMessage tone="error">{error}</FormMessage>
      <FormActions
        submit={{ label: 'Save and invite', busyLabel: 'Saving…', busy: correct.isPending, form }}
        leave={{ label: 'Cancel', onClick: onCancel }}
      />
    </form>
  );
}
