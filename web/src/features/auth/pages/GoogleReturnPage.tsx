import { webPaths } from '@shared/web-paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { destinationAfterSignIn } from '../../../lib/auth/after-sign-in';
import { completeGoogleSignIn } from '../../../lib/auth/google';
import { useSession } from '../../../lib/auth/session';
import { userFromClaims } from '../../../lib/auth/tokens';
import { Alert } from '../components/Alert';
import { AuthLayout, authStyles } from '../components/AuthLayout';
import { GoogleGIcon } from '../components/icons';
import { forgetSignUpTab } from '../lib/account-type';
import type { GoogleCompletionState } from '../lib/google-completion';

type Outcome = 'working' | 'denied' | 'invalid' | 'failed';

const messages: Record<Exclude<Outcome, 'working'>, { title: string; text: string }> = {
  denied: {
    title: 'Google sign-in was cancelled',
    text: 'Nothing was changed. You can try again, or use your email and password.',
  },
  invalid: {
    title: 'This sign-in link has expired',
    text: 'It may have been used already. Please start the Google sign-in again.',
  },
  failed: {
    title: 'We could not finish signing you in with Google',
    text: 'Please try again in a moment, or use your email and password.',
  },
};

/**
 * /auth/google: the return leg of the Google sign-in (docs/spec/1-students-and-accounts.md §2). A finished account (its token
 * carries a role) is signed straight in; a new one continues to the completion screen of the type
 * chosen before leaving. Failures show one friendly message and a way back (docs/spec/1-students-and-accounts.md §8).
 */
export default function GoogleReturnPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>('working');
  // A code can be exchanged once: never twice, even when effects run twice in development.
  const started = useRef(false);
  const { signIn } = session;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeGoogleSignIn(new URLSearchParams(window.location.search)).then((result) => {
      if (result.kind !== 'ok') {
        setOutcome(result.kind);
        return;
      }
      const user = userFromClaims(result.claims);
      if (user) {
        signIn(result.profile.token);
        forgetSignUpTab();
        navigate(destinationAfterSignIn(user), { replace: true });
        return;
      }
      const state: GoogleCompletionState = result.profile;
      navigate(
        result.userType === 'employer' ? webPaths.googleEmployerProfile : webPaths.googleStudentProfile,
        {
          replace: true,
          state,
        },
      );
    });
  }, [signIn, navigate]);

  if (outcome === 'working') {
    return (
      <AuthLayout
        pageTitle="Signing in with Google"
        description="Finishing your Google sign-in."
        heading="Signing you in with Google…"
        icon={<GoogleGIcon />}
      >
        <p className={authStyles.center} role="status">
          <span className="spinner" aria-hidden="true" /> One moment while we check your Google account.
        </p>
      </AuthLayout>
    );
  }

  const message = messages[outcome];
  return (
    <AuthLayout
      pageTitle="Google sign-in"
      description="Your Google sign-in could not be finished."
      heading="Google sign-in"
      icon={<GoogleGIcon />}
    >
      <Alert tone="error" title={message.title}>
        {message.text}
      </Alert>
      <div className={authStyles.actions}>
        <Link to={webPaths.signIn} className="btn btn-primary btn-block">
          Back to sign in
        </Link>
        <Link to={webPaths.signUp} className="btn btn-secondary btn-block">
          Create an account
        </Link>
      </div>
    </AuthLayout>
  );
}
