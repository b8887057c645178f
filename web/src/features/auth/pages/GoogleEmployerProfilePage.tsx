import { type FormEvent, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PhoneField } from '../../../lib/forms/ContactFields';
import { FormMessage } from '../../../lib/forms/FormMessage';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { authStyles } from '../components/AuthLayout';
import {
  completionStateFrom,
  type EmployerCompletionForm,
  employerCompletionSchema,
  type GoogleCompletionState,
} from '../lib/google-completion';
import {
  AccountCreated,
  GoogleCompletionFrame,
  MissingGoogleDetails,
  useSocialSignUp,
} from './GoogleCompletion';

const PAGE_TITLE = 'Employer sign up with Google';

/** /auth/googleprofileemp: the employer's phone number, then the account (docs/spec/2-employers-and-info-pages.md §2, §5). */
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
    if (payload) void submit(payload, form);
  }

  return (
    <GoogleCompletionFrame
      accountType="employer"
      person={person}
      pageTitle={PAGE_TITLE}
      description="Complete your employer account details to continue."
      lead="Complete your account details to continue"
    >
      <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-label="Employer account details">
        <PhoneField form={form} />
        <SubmitButton
          label="Create Account"
          busyLabel="Creating Account..."
          busy={submitting}
          form={form}
          notReadyHint="Enter your phone number to create your account."
        />
        <FormMessage tone="error">{error}</FormMessage>
      </form>
    </GoogleCompletionFrame>
  );
}
