import { jobKindLabels } from '@shared/rules/job-kinds';
import { correctGuardianBodySchema } from '@shared/schemas/family';
import type { TeenGuardian } from '@shared/schemas/user';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { TextField } from '../../../lib/forms/Field';
import { FormMessage } from '../../../lib/forms/FormMessage';
import { showFailure } from '../../../lib/forms/form-failure';
import { formSchema } from '../../../lib/forms/form-schema';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { useCorrectGuardian } from '../api/correct-guardian';
import { useResendGuardianInvitation } from '../api/resend-guardian-invitation';
import styles from '../pages/ProfilePage.module.css';

const statusWords: Record<TeenGuardian['status'], string> = {
  invited: 'Waiting for them to confirm',
  confirmed: 'Confirmed',
  declined: 'They said they are not your parent or guardian',
  ended: 'They closed their account, so the link has ended',
};

/** What a teen whose guardian is not confirmed reads, and can do, by status. */
const pendingLead: Record<Exclude<TeenGuardian['status'], 'confirmed'>, string> = {
  invited: 'We e-mailed them a link to confirm. Ask them to check their inbox (and spam folder).',
  declined:
    'Your applications are paused. If the address is wrong, correct it and we invite the right person.',
  ended: 'Your applications are paused until a parent or guardian confirms. Add one and we invite them.',
};

interface CorrectionForm extends Record<string, unknown> {
  parentName: string;
  parentEmail: string;
}
const correctionSchema = formSchema({
  payload: correctGuardianBodySchema,
  toPayload: (form: CorrectionForm) => form,
});

/** The hint under "Send the invitation again": how many are left and when the next may go. */
function resendHint(guardian: TeenGuardian, canResendNow: boolean, next: Date | null): string {
  if (guardian.resendsLeft === 0) return 'You have sent it again 3 times already.';
  if (canResendNow) {
    return `You can send it again ${guardian.resendsLeft} more ${guardian.resendsLeft === 1 ? 'time' : 'times'}.`;
  }
  const when = next
    ? `, next from ${next.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`
    : '';
  return `You can send it again once a day${when}.`;
}

/**
 * A teen's parent or guardian: whether they confirmed, sending the invitation again
 * (once a day, 3 times in all), correcting a mistyped address before confirmation, and the limits
 * they set. After confirmation only the guardian can change the address.
 */
export function GuardianPanel({ userId, guardian }: { userId: string; guardian: TeenGuardian }) {
  const resend = useResendGuardianInvitation(userId);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const nextResend = guardian.nextResendAt ? new Date(guardian.nextResendAt) : null;
  const canResendNow =
    guardian.status === 'invited' &&
    guardian.resendsLeft > 0 &&
    nextResend !== null &&
    nextResend <= new Date();

  async function onResend() {
    if (resend.isPending || !canResendNow) return;
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: (await resend.mutateAsync()).message });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  }

  return (
    <section className={styles.card} aria-labelledby="profile-guardian">
      <h2 id="profile-guardian" className={styles.cardTitle}>
        Your parent or guardian
      </h2>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>Status</dt>
          <dd>{statusWords[guardian.status]}</dd>
        </div>
      </dl>
      {guardian.status === 'confirmed' ? (
        <Limits limits={guardian.limits} />
      ) : (
        <>
          <p className={styles.cardLead}>{pendingLead[guardian.status]}</p>
          <Alert tone={outcome?.tone ?? 'success'}>{outcome?.text}</Alert>
          <div className={styles.actions}>
            {guardian.status === 'invited' ? (
              <button
                type="button"
                className="btn btn-secondary"
                aria-disabled={!canResendNow || resend.isPending || undefined}
                aria-describedby="guardian-resend-hint"
                onClick={() => void onResend()}
              >
                {resend.isPending ? 'Sending…' : 'Send the invitation again'}
              </button>
            ) : null}
            {guardian.correctionsLeft > 0 && !correcting ? (
              <button type="button" className="btn btn-secondary" onClick={() => setCorrecting(true)}>
                {guardian.status === 'ended' ? 'Add a parent or guardian' : 'Correct the address'}
              </button>
            ) : null}
          </div>
          {guardian.status === 'invited' ? (
            <p id="guardian-resend-hint" className={styles.cardLead}>
              {resendHint(guardian, canResendNow, nextResend)}
            </p>
          ) : null}
          {correcting ? (
            <CorrectAddress
              userId={userId}
              guardian={guardian}
              onDone={(message) => {
                setCorrecting(false);
                setOutcome({ tone: 'success', text: message });
              }}
              onCancel={() => setCorrecting(false)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function Limits({ limits }: { limits: TeenGuardian['limits'] }) {
  const kinds = limits.allowedKinds?.map((kind) => jobKindLabels[kind]).join(', ');
  const applications = limits.paused
    ? 'Paused by your parent'
    : limits.approvalRequired
      ? 'Your parent approves each one first'
      : 'Go straight to the employer';
  return (
    <dl className={styles.details}>
      <div className={styles.detail}>
        <dt>Applications</dt>
        <dd>{applications}</dd>
      </div>
      <div className={styles.detail}>
        <dt>Farthest distance</dt>
        <dd>
          {limits.maxDistanceMiles === null ? 'No limit' : `${limits.maxDistanceMiles} miles from home`}
        </dd>
      </div>
      <div className={styles.detail}>
        <dt>Kinds of job</dt>
        <dd>{kinds ?? 'Every kind'}</dd>
      </div>
    </dl>
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
      <div className={styles.actions}>
        <SubmitButton
          label="Save and invite"
          busyLabel="Saving…"
          busy={correct.isPending}
          form={form}
          className="btn btn-primary"
        />
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
