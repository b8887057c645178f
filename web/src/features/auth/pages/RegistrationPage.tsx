import { BIO_MAX_LENGTH } from '@shared/rules/person';
import type { RegistrationInput } from '@shared/schemas/user';
import { webPaths } from '@shared/web-paths';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError } from '../../../lib/api-client';
import { SignedOutOnly } from '../../../lib/auth/SignedOutOnly';
import { PhoneField, ZipCodeField } from '../../../lib/forms/ContactFields';
import { TextAreaField, TextField } from '../../../lib/forms/Field';
import { FormMessage } from '../../../lib/forms/FormMessage';
import { showFailure } from '../../../lib/forms/form-failure';
import { InterestsField } from '../../../lib/forms/InterestsField';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useValidatedForm, type ValidatedForm } from '../../../lib/forms/use-validated-form';
import { BriefcaseIcon, StudentIcon } from '../../../lib/ui/icons';
import { useRegisterUser } from '../api/register-user';
import { AuthLayout, authStyles } from '../components/AuthLayout';
import { EmailField } from '../components/ContactFields';
import { DateOfBirthField } from '../components/DateOfBirthField';
import { FormSection } from '../components/FormSection';
import { GoogleButton } from '../components/GoogleButton';
import { MailIcon, ShieldCheckIcon } from '../components/icons';
import { PasswordField } from '../components/PasswordField';
import { ReferralSurvey } from '../components/ReferralSurvey';
import { TermsCheckbox } from '../components/TermsCheckbox';
import verification from '../components/Verification.module.css';
import { ThankYou, VerificationPanel } from '../components/VerificationPanel';
import { type AccountType, forgetSignUpTab } from '../lib/account-type';
import {
  employerFormSchema,
  emptyEmployerForm,
  emptyStudentForm,
  isAdult,
  needsGuardian,
  registrationFieldNames,
  studentFormSchema,
} from '../lib/registration-form';
import { useSignInAfterVerifying } from '../lib/sign-in-after-verifying';

const EMAIL_TAKEN = 'This email is already registered with the product, try another email.';
/** POST /user's 409 code while a sign-up of the address waits for its code; its message starts so. */
const SIGN_UP_PENDING = 'SIGN_UP_PENDING';
const PENDING_PREFIX = 'A sign-up with this email is waiting';
const NOT_READY_HINT = 'Fill in every required field and accept the Terms of Use to create your account.';

type Step =
  | { name: 'form' }
  // The password of the form just sent, to sign in once the code is in; none when the code is for
  // a sign-up of an earlier visit ("Enter my code").
  | { name: 'verify'; email: string; password?: string }
  | { name: 'verified'; email: string };

const copy = {
  student: {
    pageTitle: 'Student sign up',
    description: 'Create a student account to find short local jobs near you.',
    heading: 'Create your student account',
    lead: 'Find short jobs with neighbours who need a hand.',
    icon: <StudentIcon />,
  },
  employer: {
    pageTitle: 'Employer sign up',
    description: 'Create an employer account to post local jobs for students.',
    heading: 'Create your employer account',
    lead: 'Post short local jobs and meet students nearby.',
    icon: <BriefcaseIcon />,
  },
} as const;

/**
 * Student and employer registration (docs/spec/1-students-and-accounts.md §2): the form, then the created screen with the code
 * entry, then the thank-you. One component, because the steps and their behaviour are the same.
 * Someone already signed in goes where sign-in would send them.
 */
export function RegistrationPage({ accountType }: { accountType: AccountType }) {
  return (
    <SignedOutOnly>
      <Registration accountType={accountType} />
    </SignedOutOnly>
  );
}

function Registration({ accountType }: { accountType: AccountType }) {
  const [step, setStep] = useState<Step>({ name: 'form' });
  const heading = useRef<HTMLHeadingElement>(null);
  const text = copy[accountType];
  const signInAfterVerifying = useSignInAfterVerifying();
  const onCreated = (email: string, password?: string) =>
    setStep(password === undefined ? { name: 'verify', email } : { name: 'verify', email, password });

  // A new step starts reading from its heading (focus moved there, announced by screen readers).
  const stepName = step.name;
  useEffect(() => {
    if (stepName !== 'form') heading.current?.focus();
  }, [stepName]);

  if (step.name === 'form') {
    return (
      <AuthLayout
        wide
        pageTitle={text.pageTitle}
        description={text.description}
        heading={text.heading}
        lead={text.lead}
        icon={text.icon}
        footer={
          <>
            <p>
              Already have an account?{' '}
              <Link to={webPaths.signIn} state={{ role: accountType }}>
                Sign in
              </Link>
            </p>
            <p>
              {accountType === 'student' ? (
                <>
                  Hiring instead? <Link to={webPaths.employerSignUp}>Create an employer account</Link>
                </>
              ) : (
                <>
                  Looking for work? <Link to={webPaths.studentSignUp}>Create a student account</Link>
                </>
              )}
            </p>
          </>
        }
      >
        <GoogleButton accountType={accountType} />
        <p className={authStyles.divider}>or sign up with email</p>
        {accountType === 'student' ? (
          <StudentRegistrationForm onCreated={onCreated} />
        ) : (
          <EmployerRegistrationForm onCreated={onCreated} />
        )}
      </AuthLayout>
    );
  }

  if (step.name === 'verify') {
    return (
      <AuthLayout
        pageTitle="Verify your email"
        description="Enter the 6-digit code we e-mailed you to verify your account."
        heading="Check your email"
        headingRef={heading}
        icon={<MailIcon />}
        lead={
          <>
            Your account was created. We sent a 6-digit code to{' '}
            <strong className={authStyles.address}>{step.email}</strong>. Enter it below to verify your
            account.
          </>
        }
      >
        <VerificationPanel
          email={step.email}
          codeJustSent
          onVerified={async () => {
            const { email, password } = step;
            // Signed in, <SignedOutOnly> takes them on; else the thank-you leads to the sign-in form.
            if (password !== undefined && (await signInAfterVerifying({ email, password, accountType })))
              return;
            setStep({ name: 'verified', email });
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      pageTitle="Account verified"
      description="Your account is verified."
      heading="You're all set!"
      headingRef={heading}
      icon={<ShieldCheckIcon />}
    >
      <ThankYou accountType={accountType} email={step.email} />
    </AuthLayout>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: either registration form; both have an e-mail field.
type RegistrationForm = ValidatedForm<any, unknown>;

/**
 * Registration failures (docs/spec/1-students-and-accounts.md §8). A taken address (409) is said at the e-mail field itself, with
 * the ways forward beside it; messages about fields go under them; anything else shows
 * in the banner above the button.
 */
function useRegistration(onCreated: (email: string, password: string) => void) {
  const registration = useRegisterUser();
  const submitting = registration.isPending;
  const [error, setError] = useState<string | null>(null);

  async function submit(payload: RegistrationInput, form: RegistrationForm) {
    if (submitting) return;
    setError(null);
    try {
      await registration.mutateAsync(payload);
      forgetSignUpTab();
      onCreated(payload.emailId, payload.password);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === SIGN_UP_PENDING) {
        // A sign-up of this address waits for its code: never replaced by a second one.
        form.setServerErrors({ email: failure.message });
      } else if (failure instanceof ApiRequestError && failure.status === 409) {
        form.setServerErrors({ email: EMAIL_TAKEN });
      } else {
        setError(showFailure(form, failure, { fieldNames: registrationFieldNames }));
      }
    }
  }
  return { submitting, error, submit };
}

/** The e-mail field; when the address is taken, Sign in and reset links sit under the message. */
function RegistrationEmailField({
  form,
  accountType,
  onPending,
}: {
  form: RegistrationForm;
  accountType: AccountType;
  /** Goes to the code screen for the address whose sign-up is waiting. */
  onPending: (email: string) => void;
}) {
  const message = form.error('email');
  const taken = message === EMAIL_TAKEN;
  const pending = message?.startsWith(PENDING_PREFIX) ?? false;
  const email = String(form.values.email ?? '').trim();
  return (
    <EmailField
      form={form}
      afterMessage={
        pending ? (
          <p className={authStyles.fieldActions}>
            <button type="button" className={verification.linkButton} onClick={() => onPending(email)}>
              Enter my code
            </button>
          </p>
        ) : taken ? (
          <p className={authStyles.fieldActions}>
            Is it yours?{' '}
            <Link to={webPaths.signIn} state={{ role: accountType, email }}>
              Sign in
            </Link>{' '}
            or{' '}
            <Link to={webPaths.forgotPassword} state={{ email }}>
              reset your password
            </Link>
            .
          </p>
        ) : null
      }
    />
  );
}

interface RegistrationFormProps {
  /** Created: the code screen for this address, then sign-in with this password. */
  onCreated: (email: string, password?: string) => void;
}

function EmployerRegistrationForm({ onCreated }: RegistrationFormProps) {
  const form = useValidatedForm(employerFormSchema, emptyEmployerForm);
  const { submitting, error, submit } = useRegistration(onCreated);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = form.validateAll();
    if (payload) void submit(payload, form);
  }

  return (
    <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-label="Employer sign up">
      <FormSection title="About you" need="required">
        <TextField
          form={form}
          name="fullName"
          label="Full Name"
          autoComplete="name"
          placeholder="Sam Rivera"
        />
        <div className={authStyles.row}>
          <RegistrationEmailField form={form} accountType="employer" onPending={onCreated} />
          <PhoneField form={form} />
        </div>
      </FormSection>
      <PasswordSection form={form} />
      <ReferralSurvey form={form} />
      <TermsCheckbox form={form} />
      <FormMessage tone="error">{error}</FormMessage>
      <SubmitButton
        label="Create Account"
        busyLabel="Creating Account..."
        busy={submitting}
        form={form}
        notReadyHint={NOT_READY_HINT}
      />
    </form>
  );
}

function StudentRegistrationForm({ onCreated }: RegistrationFormProps) {
  const form = useValidatedForm(studentFormSchema, emptyStudentForm);
  const { submitting, error, submit } = useRegistration(onCreated);
  const minor = needsGuardian(form.values.dateOfBirth);

  // At 18 or more no parent or guardian is kept: clear what was typed (docs/spec/1-students-and-accounts.md §5).
  const { patch } = form;
  const adult = isAdult(form.values.dateOfBirth);
  const hasGuardianValues = Boolean(form.values.parentName || form.values.parentEmail);
  useEffect(() => {
    if (adult && hasGuardianValues) patch({ parentName: '', parentEmail: '' });
  }, [adult, hasGuardianValues, patch]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = form.validateAll();
    if (payload) void submit(payload, form);
  }
  return (
    <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-label="Student sign up">
      <FormSection title="About you" need="required">
        <TextField
          form={form}
          name="fullName"
          label="Full Name"
          autoComplete="name"
          placeholder="Jordan Lee"
        />
        <div className={authStyles.row}>
          <RegistrationEmailField form={form} accountType="student" onPending={onCreated} />
          <PhoneField form={form} />
        </div>
        <div className={authStyles.pair}>
          <ZipCodeField form={form} />
          <DateOfBirthField form={form} />
        </div>
      </FormSection>

      {minor ? (
        <FormSection
          title="Parent or guardian"
          need="required"
          lead="Because you are under 18, we will let your parent or guardian know about your account and the jobs you apply to. Enter their own e-mail address, not yours."
        >
          <div className={authStyles.row}>
            <TextField form={form} name="parentName" label="Parent/Guardian Name" autoComplete="off" />
            <TextField
              form={form}
              name="parentEmail"
              label="Parent/Guardian Email"
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          </div>
        </FormSection>
      ) : null}

      <FormSection
        title="Your interests"
        need="optional"
        lead="Your bio is filled in for you when you apply for a job. You can change both later on your profile."
      >
        <InterestsField form={form} />
        <TextAreaField
          form={form}
          name="bio"
          label="Bio"
          optional
          maxLength={BIO_MAX_LENGTH}
          placeholder="A sentence or two about you: school, experience, what you enjoy."
        />
      </FormSection>

      <PasswordSection form={form} />
      <ReferralSurvey form={form} />
      <TermsCheckbox form={form} />
      <FormMessage tone="error">{error}</FormMessage>
      <SubmitButton
        label="Create Account"
        busyLabel="Creating Account..."
        busy={submitting}
        form={form}
        notReadyHint={NOT_READY_HINT}
      />
    </form>
  );
}

function PasswordSection({ form }: { form: Parameters<typeof PasswordField>[0]['form'] }) {
  return (
    <FormSection title="Password" need="required">
      <PasswordField form={form} name="password" label="Password" autoComplete="new-password" checklist />
      <PasswordField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
      />
    </FormSection>
  );
}
