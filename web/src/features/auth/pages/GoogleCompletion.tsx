import type { SocialSignUpInput } from '@shared/schemas/user';
import { webPaths } from '@shared/web-paths';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError } from '../../../lib/api-client';
import { decodeJwt, expiresAt } from '../../../lib/auth/tokens';
import { showFailure } from '../../../lib/forms/form-failure';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { useCompleteSocialSignUp } from '../api/complete-social-sign-up';
import { AuthLayout, authStyles } from '../components/AuthLayout';
import { GoogleGIcon, ShieldCheckIcon } from '../components/icons';
import { type AccountType, forgetSignUpTab } from '../lib/account-type';
import { completionFieldNames, type GoogleCompletionState } from '../lib/google-completion';

const EXPIRED = 'Your Google sign-in has expired. Please continue with Google again.';

/** True when the Google token can no longer be used (checked before sending, so no form is lost). */
function isExpired(token: string): boolean {
  const claims = decodeJwt(token);
  const expiry = claims ? expiresAt(claims) : null;
  return expiry !== null && expiry <= Date.now();
}

// biome-ignore lint/suspicious/noExplicitAny: either completion form.
type CompletionForm = ValidatedForm<any, unknown>;

/**
 * POST /user/social with the Google token; the server's text is shown under the form (docs/spec/2-employers-and-info-pages.md §8), or
 * under the field it is about.
 */
export function useSocialSignUp(person: GoogleCompletionState) {
  const signUp = useCompleteSocialSignUp();
  const submitting = signUp.isPending;
  const [created, setCreated] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(payload: SocialSignUpInput, form: CompletionForm) {
    if (submitting) return;
    if (isExpired(person.token)) {
      setError(EXPIRED);
      return;
    }
    setError(null);
    try {
      await signUp.mutateAsync({ body: payload, googleIdToken: person.token });
      forgetSignUpTab();
      setCreated(true);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.status === 401
          ? EXPIRED
          : showFailure(form, failure, { fieldNames: completionFieldNames }),
      );
    }
  }
  return { submitting, created, error, submit };
}

/** Shown when the page is opened without the Google hand-over (a bookmark, a new tab). */
export function MissingGoogleDetails({ pageTitle }: { pageTitle: string }) {
  return (
    <AuthLayout
      pageTitle={pageTitle}
      description="Finish creating your account with Google."
      heading="Sign Up with Google"
      icon={<GoogleGIcon />}
    >
      <Alert tone="info" title="Start with the Google button">
        This page finishes a Google sign-up. Choose your account type and select Continue with Google to
        begin.
      </Alert>
      <div className={authStyles.actions}>
        <Link to={webPaths.signUp} className="btn btn-primary btn-block">
          Go to sign up
        </Link>
      </div>
    </AuthLayout>
  );
}

interface CreatedProps {
  pageTitle: string;
  heading: string;
  accountType: AccountType;
  children?: ReactNode;
}

/** "Account Created Successfully" with Go to Login (docs/spec/1-students-and-accounts.md §2, docs/spec/2-employers-and-info-pages.md §2). */
export function AccountCreated({ pageTitle, heading, accountType, children }: CreatedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AuthLayout
      pageTitle={pageTitle}
      description="Your account has been created."
      heading={heading}
      headingRef={headingRef}
      icon={<ShieldCheckIcon />}
      lead={children}
    >
      <div className={authStyles.actions}>
        <Link to={webPaths.signIn} state={{ role: accountType }} className="btn btn-primary btn-lg btn-block">
          Go to Login
        </Link>
      </div>
    </AuthLayout>
  );
}

interface FrameProps {
  accountType: AccountType;
  person: GoogleCompletionState;
  pageTitle: string;
  description: string;
  lead: string;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of both completion screens: "Sign Up with Google", the Google account, a sign-in link. */
export function GoogleCompletionFrame({
  accountType,
  person,
  pageTitle,
  description,
  lead,
  wide,
  children,
}: FrameProps) {
  return (
    <AuthLayout
      wide={wide}
      pageTitle={pageTitle}
      description={description}
      heading="Sign Up with Google"
      lead={lead}
      icon={<GoogleGIcon />}
      footer={
        <p>
          Already have an account?{' '}
          <Link to={webPaths.signIn} state={{ role: accountType }}>
            Sign in
          </Link>
        </p>
      }
    >
      <SignedInAs person={person} />
      {children}
    </AuthLayout>
  );
}

function SignedInAs({ person }: { person: GoogleCompletionState }) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return (
    <p className={authStyles.googleIdentity}>
      <GoogleGIcon />
      <span>
        {name ? <strong>{name}</strong> : null}
        {name ? <br /> : null}
        <span className={authStyles.wrapAnywhere}>{person.email}</span>
      </span>
    </p>
  );
}
