import { RESEND_COOLDOWN_SECONDS } from '@shared/rules/verification-codes';
import {
  AFTER_RESET_SIGN_IN_MESSAGE,
  CONFIRM_FORGOT_PASSWORD_MESSAGE,
  codeMessages,
  FORGOT_PASSWORD_MESSAGE,
} from '@shared/schemas/auth';
import { webPaths } from '@shared/web-paths';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { TextField } from '../../../lib/forms/Field';
import { FormMessage } from '../../../lib/forms/FormMessage';
import { showFailure } from '../../../lib/forms/form-failure';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout, authStyles } from '../components/AuthLayout';
import { EmailField } from '../components/ContactFields';
import { KeyIcon, MailIcon } from '../components/icons';
import { PasswordField } from '../components/PasswordField';
import { ResendCode } from '../components/ResendCode';
import verification from '../components/Verification.module.css';
import { emptyResetForm, isCompleteCode, resetFormSchema, resetRequestFormSchema } from '../lib/reset-form';
import { useCountdown } from '../lib/use-countdown';

const REQUEST_FAILED = 'Failed to send reset code. Please try again.';
const RESET_FAILED = 'Failed to reset password. Please try again.';
/** Spec/1 §9: the success message shows this long before sign-in. */
const REDIRECT_AFTER_MS = 2000;

const footer = (
  <p>
    Remembered it? <Link to={webPaths.signIn}>Back to sign in</Link>
  </p>
);

/** /auth/forgot-password: request a code, then set a new password with it (docs/spec/1-students-and-accounts.md §2). */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (email) heading.current?.focus();
  }, [email]);

  if (!email) {
    return (
      <AuthLayout
        pageTitle="Reset your password"
        description="Request a code to reset the password of your Neighbourhood Jobs account."
        heading="Forgot your password?"
        lead="Enter the email of your account and we will send you a code to reset your password."
        icon={<KeyIcon />}
        footer={footer}
      >
        <RequestStep onSent={setEmail} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      pageTitle="Choose a new password"
      description="Enter the code we e-mailed you and choose a new password."
      heading="Choose a new password"
      headingRef={heading}
      icon={<MailIcon />}
      lead={
        <>
          Enter the 6-digit code we sent to <strong className={authStyles.address}>{email}</strong>, then
          choose a new password.
        </>
      }
      footer={footer}
    >
      <ResetStep email={email} onChangeEmail={() => setEmail(null)} />
    </AuthLayout>
  );
}

/** An address handed over by the previous screen (a taken e-mail on sign-up), to save retyping it. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const initialEmail = emailFromState(useLocation().state);
  const form = useValidatedForm(resetRequestFormSchema, { email: initialEmail });
  const request = useRequestPasswordReset();
  // Still busy after success, while the next step replaces this one.
  const sending = request.isPending || request.isSuccess;
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = form.validateAll();
    if (!payload || sending) return;
    setError(null);
    try {
      await request.mutateAsync(payload.email);
      onSent(payload.email);
    } catch (failure) {
      setError(showFailure(form, failure, { fallback: REQUEST_FAILED }));
    }
  }

  return (
    <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-label="Request a reset code">
      <EmailField form={form} />
      <FormMessage tone="error">{error}</FormMessage>
      <SubmitButton label="Send reset code" busyLabel="Sending code…" busy={sending} />
    </form>
  );
}

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const schema = useMemo(() => resetFormSchema(email), [email]);
  const form = useValidatedForm(schema, emptyResetForm);
  const reset = useConfirmPasswordReset();
  const saving = reset.isPending;
  const done = reset.isSuccess;
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(FORGOT_PASSWORD_MESSAGE);
  const resend = useRequestPasswordReset();
  const resending = resend.isPending;
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const codeReady = isCompleteCode(form.values.code);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(`${webPaths.signIn}?message=${encodeURIComponent(AFTER_RESET_SIGN_IN_MESSAGE)}`),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = form.validateAll();
    if (!payload || saving || done) return;
    setError(null);
    setNotice(null);
    try {
      await reset.mutateAsync(payload);
    } catch (failure) {
      // A wrong or expired code is said once, under the code, with focus there.
      setError(
        showFailure(form, failure, { fieldNames: { confirmationCode: 'code' }, fallback: RESET_FAILED }),
      );
    }
  }

  async function onResend() {
    setError(null);
    setNotice(null);
    try {
      await resend.mutateAsync(email);
      setNotice(`We sent a new code to ${email}.`);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      setError(errorMessage(failure, REQUEST_FAILED));
    } finally {
      // The resend button is now waiting (disabled): the new code is what to type next.
      document.getElementById(form.ids('code').input)?.focus();
    }
  }

  if (done) {
    return (
      <FormMessage tone="success" title={CONFIRM_FORGOT_PASSWORD_MESSAGE}>
        Taking you to sign in…
      </FormMessage>
    );
  }

  return (
    <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Alert tone="success">{notice}</Alert>
      <TextField
        form={form}
        name="code"
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={codeReady ? undefined : codeMessages.hint}
      />
      <ResendCode
        prompt="No code?"
        label="Send a new code"
        waitPrefix="Available in"
        remaining={cooldown.remaining}
        resending={resending}
        onResend={onResend}
      />
      <p className={verification.resend}>
        <span>Wrong address?</span>
        <button type="button" className={verification.linkButton} onClick={onChangeEmail}>
          Use a different email
        </button>
      </p>
      <PasswordField
        form={form}
        name="newPassword"
        label="New Password"
        autoComplete="new-password"
        checklist
        meter
        disabled={!codeReady}
        hint={codeReady ? undefined : 'Enter the code first.'}
      />
      <PasswordField
        form={form}
        name="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        disabled={!codeReady}
      />
      <FormMessage tone="error">{error}</FormMessage>
      <SubmitButton
        label="Reset password"
        busyLabel="Resetting password…"
        busy={saving}
        form={form}
        ready={codeReady}
      />
    </form>
  );
}
