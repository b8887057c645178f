import { type FormEvent, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../components/Alert';
import { AuthLayout, authStyles } from '../components/AuthLayout';
import { GoogleGIcon } from '../components/icons';
import { PhoneField } from '../components/PhoneField';
import {
  completionStateFrom,
  type EmployerCompletionForm,
  employerCompletionSchema,
  type GoogleCompletionState,
} from '../lib/google-completion';
import { AccountCreated, MissingGoogleDetails, SignedInAs, useSocialSignUp } from './GoogleCompletion';

const PAGE_TITLE = 'Employer sign up with Google';

/** /auth/googleprofileemp: the employer's phone number, then the account (spec/2 §2, §5). */
export default function GoogleEmployerProfilePage() {
  const person = completionStateFrom(useLocation().state);
  if (!person) return <MissingGoogleDetails pageTitle={PAGE_TITLE} />;
  return <EmployerCompletion person={person} />;
}

function EmployerCompletion({ person }: { person: GoogleCompletionState }) {
  const schema = useMemo(() => employerCompletionSchema(person), [person]);
  const form = useValidatedForm(schema, { phone: '' } satisfies EmployerCompletionForm);
  const { submitting, created, error, submit } = useSocialSignUp(person);

  if (created) {
    return (
      <AccountCreated
        pageTitle="Account created"
        heading="Account Created Successfully!"
        accountType="employer"
      >
        Your account has been created successfully. You can now proceed to the next step.
      </AccountCreated>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = form.validateAll();
    if (payload) void submit(payload, form.setServerErrors);
  }

  return (
    <AuthLayout
      pageTitle={PAGE_TITLE}
      description="Complete your employer account details to continue."
      heading="Sign Up with Google"
      lead="Complete your account details to continue"
      icon={<GoogleGIcon />}
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/auth/signin" state={{ role: 'employer' }}>
            Sign in
          </Link>
        </p>
      }
    >
      <SignedInAs person={person} />
      <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-label="Employer account details">
        <PhoneField form={form} />
        <button
          type="submit"
          className="btn btn-primary btn-lg btn-block"
          disabled={!form.isValid || submitting}
        >
          {submitting ? <span className="spinner" aria-hidden="true" /> : null}
          {submitting ? 'Creating Account...' : 'Create Account'}
        </button>
        <Alert tone="error">{error}</Alert>
      </form>
    </AuthLayout>
  );
}
