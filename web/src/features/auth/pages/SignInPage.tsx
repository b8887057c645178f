import type { SignInInput } from '@shared/schemas/auth';
import { authErrorCodes } from '@shared/schemas/auth-error-codes';
import { webPaths } from '@shared/web-paths';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '../../../lib/api-client';
import { SignedOutOnly } from '../../../lib/auth/SignedOutOnly';
import { useSession } from '../../../lib/auth/session';
import { FormMessage } from '../../../lib/forms/FormMessage';
import { showFailure } from '../../../lib/forms/form-failure';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSignIn } from '../api/sign-in';
import { AuthLayout, authStyles } from '../components/AuthLayout';
import { EmailField } from '../components/ContactFields';
import { GoogleButton } from '../components/GoogleButton';
import { MailIcon, ShieldCheckIcon } from '../components/icons';
import { PasswordField } from '../components/PasswordField';
import { RoleTabs } from '../components/RoleTabs';
import { ThankYou, VerificationPanel } from '../components/VerificationPanel';
import {
  type AccountType,
  accountTypeFrom,
  forgetSignUpTab,
  roleIdOf,
  storedSignUpTab,
} from '../lib/account-type';
import { useSignInAfterVerifying } from '../lib/sign-in-after-verifying';
import { type SignInFormValues, signInFieldNames, signInFormSchema } from '../lib/sign-in-form';

const GENERIC_ERROR = 'Something went wrong. Please try again.';

interface SignInState {
  role?: unknown;
  isUserVerified?: unknown;
  /** The address just verified or registered elsewhere: the form starts with it. */
  email?: unknown;
  /** The `message` parameter, kept here once it has been taken out of the address. */
  notice?: unknown;
}

/**
 * The first tab: the role the previous screen named, else the visitor's stated intent (Post a Job),
 * else employer when the employer guard sent them here, else student.
 */
function initialTab(state: SignInState | null, redirect: string | null): AccountType {
  return (
    accountTypeFrom(state?.role) ??
    storedSignUpTab() ??
    (redirect?.startsWith(webPaths.employerHome) ? 'employer' : 'student')
  );
}

type Step =
  | { name: 'form' }
  // The password just typed, to sign in once the code is in (memory only, this step only).
  | { name: 'verify'; email: string; accountType: AccountType; password: string }
  | { name: 'verified'; email: string; accountType: AccountType };

/**
 * /auth/signin (docs/spec/1-students-and-accounts.md §2, §4, §8). Every arrival starts afresh (the thank-you step navigates here
 * again with new state), hence the key. Whoever is signed in, already or by this form, goes where
 * sign-in sends them (the `redirect` parameter, else by role).
 */
export default function SignInPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <SignedOutOnly redirect={searchParams.get('redirect')}>
      <SignInScreen key={location.key} />
    </SignedOutOnly>
  );
}

function SignInScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The history entry's state and the stored tab are this visitor's own. The pre-rendered page was
  // built without them, so hydration starts from the same defaults and they apply right after it (a
  // page rendered afresh has them at once). An address with a query is never hydrated (main.tsx).
  const hydrated = useHydrated();
  const state = hydrated ? ((location.state as SignInState | null) ?? null) : null;
  const redirect = searchParams.get('redirect');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const heading = useRef<HTMLHeadingElement>(null);
  const signInAfterVerifying = useSignInAfterVerifying();

  // The `message` parameter is shown as a notice, then taken out of the address (into the history
  // entry's state) so that copying the address does not pass the notice on (docs/spec/1-students-and-accounts.md §2).
  const message = searchParams.get('message');
  const notice = message ?? (typeof state?.notice === 'string' ? state.notice : null);
  useEffect(() => {
    if (message === null) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('message');
    const search = rest.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true, state: { ...state, notice: message } });
  }, [message, searchParams, navigate, state]);

  const stepName = step.name;
  useEffect(() => {
    if (stepName !== 'form') heading.current?.focus();
  }, [stepName]);

  if (step.name === 'verify') {
    return (
      <AuthLayout
        pageTitle="Verify your email"
        description="Enter the 6-digit code we e-mailed you to verify your account."
        heading="Verify your email"
        headingRef={heading}
        icon={<MailIcon />}
        lead={
          <>
            Your account is not verified yet. Enter the 6-digit code we sent to{' '}
            <strong className={authStyles.address}>{step.email}</strong>, or ask for a new one.
          </>
        }
        footer={
          <p>
            Wrong account?{' '}
            <button
              type="button"
              className={authStyles.inlineButton}
              onClick={() => setStep({ name: 'form' })}
            >
              Back to sign in
            </button>
          </p>
        }
      >
        <VerificationPanel
          email={step.email}
          codeJustSent={false}
          onVerified={async () => {
            const { email, accountType, password } = step;
            // Signed in, <SignedOutOnly> takes them on; else the thank-you leads back to this form.
            if (await signInAfterVerifying({ email, password, accountType })) return;
            setStep({ name: 'verified', email, accountType });
          }}
        />
      </AuthLayout>
    );
  }

  if (step.name === 'verified') {
    return (
      <AuthLayout
        pageTitle="Account verified"
        description="Your account is verified."
        heading="You're all set!"
        headingRef={heading}
        icon={<ShieldCheckIcon />}
      >
        <ThankYou accountType={step.accountType} email={step.email} />
      </AuthLayout>
    );
  }

  const verifiedNotice =
    state?.isUserVerified === true ? 'Your email is verified. Please sign in to continue.' : null;
  const startTab = hydrated ? initialTab(state, redirect) : 'student';
  const startEmail = typeof state?.email === 'string' ? state.email : '';
  return (
    <AuthLayout
      pageTitle="Sign in"
      description="Sign in to apply for local jobs or manage your job posts."
      heading="Welcome back"
      lead="Sign in to find local jobs or manage your job posts."
      footer={
        <p>
          New to Neighbourhood Jobs? <Link to={webPaths.signUp}>Create an account</Link>
        </p>
      }
    >
      <SignInForm
        // Starts again only when hydration brought other starting values than the pre-rendered ones.
        key={`${startTab} ${startEmail}`}
        initialAccountType={startTab}
        initialEmail={startEmail}
        notice={notice ?? verifiedNotice}
        onUnverified={(email, accountType, password) =>
          setStep({ name: 'verify', email, accountType, password })
        }
      />
    </AuthLayout>
  );
}

interface SignInFormProps {
  initialAccountType: AccountType;
  initialEmail: string;
  notice: string | null;
  onUnverified: (email: string, accountType: AccountType, password: string) => void;
}

function SignInForm({ initialAccountType, initialEmail, notice, onUnverified }: SignInFormProps) {
  const session = useSession();
  const form = useValidatedForm(signInFormSchema, {
    email: initialEmail,
    password: '',
    accountType: initialAccountType,
  } satisfies SignInFormValues);
  const signIn = useSignIn();
  // Still busy after success, while <SignedOutOnly> takes the person on.
  const submitting = signIn.isPending || signIn.isSuccess;
  const [error, setError] = useState<string | null>(null);
  const accountType = form.values.accountType;

  // With the address already there, the password is what is left to type.
  const passwordId = form.ids('password').input;
  useEffect(() => {
    if (initialEmail) document.getElementById(passwordId)?.focus();
  }, [initialEmail, passwordId]);

  // The other tab, offered when the address and password are right but belong to its kind of account.
  const [offer, setOffer] = useState<AccountType | null>(null);
  const offerButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (offer) offerButton.current?.focus();
  }, [offer]);

  async function signInAs(payload: SignInInput, tab: AccountType) {
    if (submitting) return;
    setError(null);
    setOffer(null);
    try {
      const tokens = await signIn.mutateAsync(payload);
      // <SignedOutOnly> around the page takes the signed-in person on from here.
      session.signIn(tokens.idToken);
      forgetSignUpTab();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 403) {
        onUnverified(payload.emailId, tab, payload.password);
        return;
      }
      if (failure instanceof ApiRequestError && failure.code === authErrorCodes.wrongAccountType) {
        // Not an error of the person's: the account is the other tab's (a parent's signs in on
        // either, so the server refuses only a student on Employer and an employer on Student).
        setOffer(tab === 'student' ? 'employer' : 'student');
        return;
      }
      const onFields = showFailure(form, failure, { fieldNames: signInFieldNames }) === null;
      setError(onFields ? null : signInErrorText(failure));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = form.validateAll();
    if (payload) void signInAs(payload, accountType);
  }

  function switchAndSignIn(tab: AccountType) {
    const payload = form.validateAll();
    form.set('accountType', tab);
    if (payload) void signInAs({ ...payload, expectedRoleId: roleIdOf(tab) }, tab);
  }

  return (
    <>
      {notice ? (
        <div className={authStyles.notice}>
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <RoleTabs
        label="Account type"
        value={accountType}
        onChange={(next) => {
          form.set('accountType', next);
          setError(null);
          setOffer(null);
        }}
      >
        <form
          className={authStyles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={`${labelOf(accountType)} sign in`}
        >
          <EmailField form={form} />
          <PasswordField form={form} name="password" label="Password" autoComplete="current-password" />
          <p className={authStyles.linkRow}>
            <Link to={webPaths.forgotPassword}>Forgot password?</Link>
          </p>
          <FormMessage tone="error">{error}</FormMessage>
          <Alert
            tone="info"
            title={offer ? `This is ${offer === 'employer' ? 'an employer' : 'a student'} account` : null}
          >
            {offer ? (
              <>
                <p>Your email and password are right. Sign in on the {labelOf(offer)} tab to go on.</p>
                <button
                  ref={offerButton}
                  type="button"
                  className={`btn btn-primary btn-block ${authStyles.offerButton}`}
                  onClick={() => switchAndSignIn(offer)}
                >
                  Switch to {labelOf(offer)} and sign in
                </button>
              </>
            ) : null}
          </Alert>
          <SubmitButton
            label={`Sign in as ${labelOf(accountType).toLowerCase()}`}
            busyLabel="Signing in…"
            busy={submitting}
          />
        </form>
        <p className={authStyles.divider}>or</p>
        <GoogleButton accountType={accountType} />
      </RoleTabs>
    </>
  );
}

const labelOf = (type: AccountType) => (type === 'employer' ? 'Employer' : 'Student');

/**
 * Spec/1 §8: a refused password (401) shows the server's words; everything else is the generic
 * message. A wrong tab is no error: the form offers the right one.
 */
function signInErrorText(failure: unknown): string {
  if (!(failure instanceof ApiRequestError)) return GENERIC_ERROR;
  if (failure.status === 401) return failure.message;
  return GENERIC_ERROR;
}
