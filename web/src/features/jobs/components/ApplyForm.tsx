import { moneyFormatIssue, readMoney } from '@shared/rules/money';
import { BIO_MAX_LENGTH, formatPhone } from '@shared/rules/person';
import { applicationMessages, applyBodySchema } from '@shared/schemas/application';
import type { PriceType } from '@shared/schemas/common';
import type { PublicJob } from '@shared/schemas/job';
import type { ProfileResponse } from '@shared/schemas/user';
import { type FormEvent, useId } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useSignInAgain } from '../../../lib/auth/SignInAgain';
import { FieldError, fieldStyles, TextAreaField } from '../../../lib/forms/Field';
import { formSchema } from '../../../lib/forms/form-schema';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { type ApplyChoices, useApplyToJob } from '../api/apply-to-job';
import styles from './ApplyPanel.module.css';

interface ApplyFormValues extends Record<string, unknown> {
  expectedPrice: string;
  priceType: PriceType;
  bio: string;
}

/** The form's fields are named as the body's, so the server's per-field messages land under them. */
const applyFormSchema = formSchema({
  payload: applyBodySchema,
  toPayload: (form: ApplyFormValues) => ({
    expectedPrice: readMoney(form.expectedPrice) ?? undefined,
    priceType: form.priceType,
    bio: form.bio,
  }),
  // Text that is not an amount is said so; the contract reads 0 as "no expected price", so an amount
  // the student typed must be above 0.
  check: (form) => {
    const value = readMoney(form.expectedPrice);
    if (value === null) return {};
    return {
      expectedPrice:
        moneyFormatIssue(form.expectedPrice) ?? (value > 0 ? null : applicationMessages.expectedPrice),
    };
  },
});

function failureMessage(error: unknown): string {
  if (
    error instanceof ApiRequestError &&
    (error.isNetworkError || (error.status >= 400 && error.status < 500))
  ) {
    // 409 "You have already applied to this job.", a closed job, the daily limit: the server says it best.
    return error.message;
  }
  return `${applicationMessages.applyFailed}. Please try again.`;
}

interface ApplyFormProps {
  job: PublicJob;
  userId: string;
  profile: ProfileResponse;
  /** With the new application's status: Applied, or AwaitingApproval (a parent approves first). */
  onApplied: (status: string | undefined) => void;
}

/**
 * Spec/1 §2 Apply panel, the form: name, e-mail and phone come from the profile and are locked
 * (read-only, not disabled, so screen readers still read them); expected price with its type, and a
 * short note, are the student's own choices and the only things sent.
 */
export function ApplyForm({ job, userId, profile, onApplied }: ApplyFormProps) {
  const id = useId();
  const form = useValidatedForm(applyFormSchema, {
    expectedPrice: '',
    priceType: 'perHr',
    bio: profile.data.bio.slice(0, BIO_MAX_LENGTH),
  });
  const apply = useApplyToJob(userId, job.entity);
  // A session that ended while typing: sign in here, then the same choices are sent.
  const again = useSignInAgain('send your application');
  const priceIds = form.ids('expectedPrice');
  const priceMessage = form.error('expectedPrice');
  const { data } = profile;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (apply.isPending) return;
    const body = form.validateAll();
    if (!body) return;
    const choices: ApplyChoices = {
      expectedPrice: body.expectedPrice,
      priceType: body.priceType,
      bio: body.bio,
    };
    send(choices);
  }

  function send(choices: ApplyChoices) {
    apply.mutate(choices, {
      onSuccess: (answer) => onApplied(answer.status),
      onError: (error) => {
        if (again.offer(error, () => send(choices))) {
          apply.reset();
          return;
        }
        if (error instanceof ApiRequestError) form.setServerErrors(error.fields);
      },
    });
  }

  const locked = (label: string, value: string, autoComplete: string) => {
    const inputId = `${id}-${autoComplete}`;
    return (
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className={`${fieldStyles.input} ${styles.locked}`}
          value={value}
          readOnly
          aria-describedby={`${id}-locked`}
          autoComplete={autoComplete}
        />
      </div>
    );
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h4 id={`${id}-title`} className={styles.heading}>
          Apply for this job
        </h4>
        <p id={`${id}-locked`} className={styles.note}>
          Your name and contact details come from your profile and are shared with the employer.
        </p>
        <div className={styles.lockedFields}>
          {locked('Full name', `${data.firstName} ${data.lastName}`.trim(), 'name')}
          {locked('Email', data.emailId, 'email')}
          {locked('Phone', formatPhone(data.contactNumber), 'tel')}
        </div>

        <div className={styles.priceRow}>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={priceIds.input}>
              Expected price<span className={fieldStyles.optional}> (optional)</span>
            </label>
            <div className={styles.money}>
              <span className={styles.currency} aria-hidden="true">
                $
              </span>
              {/* Text with a decimal keypad, not a number input: what is typed stays as typed (money.ts). */}
              <input
                {...form.inputProps('expectedPrice')}
                className={`${fieldStyles.input} ${styles.priceInput}`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
              />
            </div>
          </div>
          <fieldset className={styles.priceType}>
            <legend className={fieldStyles.label}>Price type</legend>
            <div className={styles.segmented}>
              {(['perHr', 'perJob'] as const).map((type) => (
                <label key={type} className={styles.segment}>
                  <input
                    type="radio"
                    name={`${id}-priceType`}
                    value={type}
                    checked={form.values.priceType === type}
                    onChange={() => form.set('priceType', type)}
                  />
                  <span>{type === 'perHr' ? '$/Hr' : '$/Job'}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {/* Under the row, so the price and its type stay lined up when a message shows. */}
        <FieldError id={priceIds.error} message={priceMessage} />

        <TextAreaField
          form={form}
          name="bio"
          label="About you"
          optional
          hint="Tell the employer why you are a good fit for this job."
          maxLength={BIO_MAX_LENGTH}
          rows={4}
        />

        <Alert tone="error" title={apply.isError ? "We couldn't send your application" : undefined}>
          {apply.isError ? failureMessage(apply.error) : null}
        </Alert>

        <BusyButton
          type="submit"
          className={`btn btn-primary btn-block ${styles.submit}`}
          busy={apply.isPending}
          busyLabel="Sending application…"
          // Keeps focus in the field being left: its check on blur would show a message and push this
          // button down between mousedown and mouseup, and the click would be lost. Submit checks all.
          onMouseDown={(event) => event.preventDefault()}
        >
          Submit Application
        </BusyButton>
      </form>
      {again.prompt}
    </>
  );
}
