import { BIO_MAX_LENGTH } from '@shared/rules/person';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PhoneField, ZipCodeField } from '../../../lib/forms/ContactFields';
import { TextAreaField, TextField } from '../../../lib/forms/Field';
import { FormMessage } from '../../../lib/forms/FormMessage';
import { InterestsField } from '../../../lib/forms/InterestsField';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { authStyles } from '../components/AuthLayout';
import { DateOfBirthField } from '../components/DateOfBirthField';
import {
  completionStateFrom,
  emptyStudentCompletion,
  type GoogleCompletionState,
  studentCompletionSchema,
} from '../lib/google-completion';
import { isAdult, needsGuardian } from '../lib/registration-form';
import {
  AccountCreated,
  GoogleCompletionFrame,
  MissingGoogleDetails,
  useSocialSignUp,
} from './GoogleCompletion';

const PAGE_TITLE = 'Student sign up with Google';

/** /auth/googleprofile: the student's details, then the account (docs/spec/1-students-and-accounts.md §2, §5). */
export default function GoogleStudentProfilePage() {
  const person = completionStateFrom(useLocation().state);
  if (!person) return <MissingGoogleDetails pageTitle={PAGE_TITLE} />;
  return <StudentCompletion person={person} />;
}

function StudentCompletion({ person }: { person: GoogleCompletionState }) {
  const schema = useMemo(() => studentCompletionSchema(person), [person]);
  const form = useValidatedForm(schema, emptyStudentCompletion);
  const { submitting, created, error, submit } = useSocialSignUp(person);
  const minor = needsGuardian(form.values.dateOfBirth);

  // At 18 or more no parent or guardian is kept (docs/spec/1-students-and-accounts.md §5).
  const { patch } = form;
  const adult = isAdult(form.values.dateOfBirth);
  const hasParentEmail = Boolean(form.values.parentEmail);
  useEffect(() => {
    if (adult && hasParentEmail) patch({ parentEmail: '' });
  }, [adult, hasParentEmail, patch]);

  if (created) {
    return (
      <AccountCreated
        pageTitle="Account created"
        heading="Account Created Successfully"
        accountType="student"
      >
        Your student account is ready. Sign in to start applying for local jobs.
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
      wide
      accountType="student"
      person={person}
      pageTitle={PAGE_TITLE}
      description="Complete your student account details to continue."
      lead="A few more details to finish your student account"
    >
      <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-label="Student account details">
        <div className={authStyles.row}>
          <PhoneField form={form} />
          <ZipCodeField form={form} />
        </div>
        <DateOfBirthField form={form} />
        {minor ? (
          <TextField
            form={form}
            name="parentEmail"
            label="Parent/Guardian Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            hint="Because you are under 18, we will let your parent or guardian know about your account and the jobs you apply to. Enter their own address, not yours."
          />
        ) : null}
        <InterestsField form={form} />
        <TextAreaField
          form={form}
          name="bio"
          label="About you"
          optional
          maxLength={BIO_MAX_LENGTH}
          placeholder="A sentence or two about you: school, experience, what you enjoy."
        />
        <SubmitButton
          label="Create Account"
          busyLabel="Creating Account..."
          busy={submitting}
          form={form}
          notReadyHint="Fill in every required field to create your account."
        />
        <FormMessage tone="error">{error}</FormMessage>
      </form>
    </GoogleCompletionFrame>
  );
}
