import { RESEND_COOLDOWN_SECONDS } from '@shared/rules/verification-codes';
import { codeMessages, verificationErrorText } from '@shared/schemas/auth';
import { webPaths } from '@shared/web-paths';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useVerifyUser } from '../api/verify-user';
import type { AccountType } from '../lib/account-type';
import { useCountdown } from '../lib/use-countdown';
import { emptyVerifyForm, verifyFormSchema } from '../lib/verify-form';
import { CodeBoxes } from './CodeBoxes';
import { ResendCode } from './ResendCode';
import styles from './Verification.module.css';

/** Seconds the thank-you shows before going to sign-in (docs/spec/1-students-and-accounts.md §9). */
const REDIRECT_SECONDS = 5;

interface VerificationPanelProps {
  email: string;
  /** True when a code was sent just now (after registration): resend then waits 30 s. */
  codeJustSent: boolean;
  /**
   * Called once the account is verified: the page signs the person in, or shows its thank-you step
   * (`<ThankYou>`). Verify stays busy until it is done.
   */
  onVerified: () => void | Promise<void>;
}

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && !error.isNetworkError) return verificationErrorText(error.message);
  return errorMessage(error);
}

/**
 * The code entry of the created screen and of a sign-in that needs verification (docs/spec/1-students-and-accounts.md §2): six
 * boxes, Verify enabled at six digits, a resend that waits 30 s after every send and clears the
 * code.
 */
export function VerificationPanel({ email, codeJustSent, onVerified }: VerificationPanelProps) {
  const { supportEmail } = useConfig();
  const hintId = useId();
  const schema = useMemo(() => verifyFormSchema(email), [email]);
  const form = useValidatedForm(schema, emptyVerifyForm);
  const { code } = form.values;
  const verify = useVerifyUser();
  // Busy from the check until the page has taken the person on (signing them in takes a moment).
  const [finishing, setFinishing] = useState(false);
  const verifying = verify.isPending || finishing;
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useResendVerificationCode();
  const resending = resend.isPending;
  const cooldown = useCountdown(codeJustSent ? RESEND_COOLDOWN_SECONDS : 0);
  const boxes = useRef<{ focus: () => void }>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    // Verify looks disabled until six digits are in, but answers a click: back to the boxes, whose
    // hint says what is missing (the boxes show no message of their own).
    const body = form.validateAll();
    if (!body) {
      boxes.current?.focus();
      return;
    }
    setError(null);
    setNotice(null);
    try {
      await verify.mutateAsync(body);
    } catch (failure) {
      setError(failureText(failure));
      boxes.current?.focus();
      return;
    }
    setFinishing(true);
    await onVerified();
  }

  async function onResend() {
    setError(null);
    setNotice(null);
    form.patch({ code: '' });
    try {
      await resend.mutateAsync(email);
      setNotice(`We sent a new code to ${email}.`);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      setError(failureText(failure));
      // The server enforces the same wait; keep the button honest about it.
      if (failure instanceof ApiRequestError && failure.status === 429)
        cooldown.start(RESEND_COOLDOWN_SECONDS);
    } finally {
      boxes.current?.focus();
    }
  }

  const complete = form.isValid;
  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate>
      <CodeBoxes
        ref={boxes}
        label="Verification code"
        value={code}
        onChange={(next) => {
          form.set('code', next);
          setError(null);
        }}
        invalid={Boolean(error)}
        describedBy={hintId}
        disabled={verifying}
      />
      <p id={hintId} className={styles.hint}>
        {complete ? 'Code complete. Select Verify to continue.' : codeMessages.hint}
      </p>
      {/* After a check or a resend, focus goes back to the boxes (the code to type next) and these
          live regions say what happened. */}
      <Alert tone="error">{error}</Alert>
      <Alert tone="success">{notice}</Alert>
      <BusyButton
        type="submit"
        className="btn btn-primary btn-block btn-lg"
        busy={verifying}
        busyLabel="Verifying…"
        aria-disabled={!complete || verifying}
        aria-describedby={complete ? undefined : hintId}
      >
        Verify
      </BusyButton>
      <ResendCode
        prompt="Didn't get the e-mail?"
        label="Resend code"
        waitPrefix="You can ask for a new code in"
        remaining={cooldown.remaining}
        resending={resending}
        onResend={onResend}
      />
      <p className={styles.support}>
        Check your spam folder too. Still stuck? Write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </form>
  );
}

/**
 * The thank-you after verification: 5 seconds, then sign-in on the right tab with the address just
 * verified already filled in (docs/spec/1-students-and-accounts.md §2; nobody should type it twice).
 */
export function ThankYou({ accountType, email }: { accountType: AccountType; email: string }) {
  const navigate = useNavigate();
  const { remaining } = useCountdown(REDIRECT_SECONDS);
  const state = useMemo(() => ({ role: accountType, isUserVerified: true, email }), [accountType, email]);

  useEffect(() => {
    if (remaining === 0) navigate(webPaths.signIn, { state });
  }, [remaining, navigate, state]);

  // Not a live region: the page heading announces the step; a number read out every second is noise.
  return (
    <div className={styles.thanks}>
      <span className={styles.seconds} aria-hidden="true">
        {remaining}
      </span>
      <p>
        Thank you! Your email is verified and your account is ready. Taking you to sign in in {remaining}{' '}
        {remaining === 1 ? 'second' : 'seconds'}…
      </p>
      <Link to={webPaths.signIn} state={state} className="btn btn-primary">
        Sign in now
      </Link>
    </div>
  );
}
