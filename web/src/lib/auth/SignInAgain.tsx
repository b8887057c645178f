import { ROLES } from '@shared/auth/pool-definition';
import { webPaths } from '@shared/web-paths';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../api-client';
import { TextField } from '../forms/Field';
import { useValidatedForm } from '../forms/use-validated-form';
import { BusyButton } from '../ui/BusyButton';
import { isSessionEnded, signInAgain } from './auth-api';
import styles from './SignInAgain.module.css';
import { useSession } from './session';
import { emptySignInAgainForm, signInAgainFormSchema } from './sign-in-again-form';

/**
 * An ended session while typing: a form whose request is refused with a 401 asks the
 * person to sign in again right there, keeps everything typed, and sends it once signed in. Used by
 * the Apply panel, the post-job form and the profile.
 *
 *   const again = useSignInAgain('send your application');
 *   …onError: (error) => { if (again.offer(error, () => send(values))) return; … }
 *   …{again.prompt}
 */
export function useSignInAgain(purpose: string) {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  /** True (and the prompt shows) when `error` is an ended session; `send` runs once signed in again. */
  const offer = useCallback((error: unknown, send: () => void): boolean => {
    if (!isSessionEnded(error)) return false;
    setRetry(() => send);
    return true;
  }, []);
  const prompt: ReactNode = retry ? (
    <SignInAgain
      purpose={purpose}
      onSignedIn={() => {
        setRetry(null);
        retry();
      }}
      onCancel={() => setRetry(null)}
    />
  ) : null;
  return { offer, prompt, open: retry !== null };
}

function SignInAgain({
  purpose,
  onSignedIn,
  onCancel,
}: {
  purpose: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const form = useValidatedForm(signInAgainFormSchema, emptySignInAgainForm);
  const again = useMutation({ mutationFn: signInAgain });
  // Still busy after success, until the page's request has been sent again and this panel closes.
  const busy = again.isPending || again.isSuccess;
  const passwordId = form.ids('password').input;

  // Focus lands where the person has to act.
  useEffect(() => document.getElementById(passwordId)?.focus(), [passwordId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (busy || !user) return;
    const body = form.validateAll();
    if (!body) return;
    try {
      const idToken = await again.mutateAsync({
        emailId: user.emailId,
        password: body.password,
        // The sign-in tabs are a student's and an employer's; a guardian may sign in on either, and a
        // moderator's staff account has no role: either tab signs it in.
        expectedRoleId: user.roleId === ROLES.guardian || user.roleId === null ? ROLES.student : user.roleId,
      });
      session.signIn(idToken);
      onSignedIn();
    } catch (failure) {
      // The password is all that is typed here, so every refusal is said under it (until it changes).
      form.setServerErrors({
        password:
          failure instanceof ApiRequestError
            ? failure.message
            : 'We could not sign you in. Please try again.',
      });
    }
  }

  return (
    // A form of its own beside the page's form (not inside it: forms cannot nest).
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.title}>
        Please sign in again
      </h4>
      <p className={styles.text}>Your session has ended. Sign in to {purpose}: nothing you typed is lost.</p>
      {user ? (
        <form onSubmit={submit} noValidate aria-label="Sign in again">
          <input type="email" name="email" value={user.emailId} autoComplete="username" readOnly hidden />
          <TextField
            form={form}
            name="password"
            label={`Password for ${user.emailId}`}
            type="password"
            autoComplete="current-password"
          />
          <div className={styles.actions}>
            <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel="Signing in…">
              Sign in and send
            </BusyButton>
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              Not now
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.text}>
          <a href={webPaths.signIn}>Sign in</a>, then come back to this page.
        </p>
      )}
    </section>
  );
}
