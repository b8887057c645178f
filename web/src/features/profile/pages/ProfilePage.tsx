import { formatLongDate } from '@shared/rules/display';
import { BIO_MAX_LENGTH, formatPhone, isMinor } from '@shared/rules/person';
import {
  bioSchema,
  interestsSchema,
  PROFILE_UPDATED_MESSAGE,
  type ProfileResponse,
} from '@shared/schemas/user';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import * as z from 'zod/mini';
import { errorMessage } from '../../../lib/api-client';
import { accountLabel, avatarInitial } from '../../../lib/auth/account-label';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { useSignInAgain } from '../../../lib/auth/SignInAgain';
import { isEmployer, isStudent, type SessionUser, useSession } from '../../../lib/auth/session';
import { useConfig } from '../../../lib/config';
import { ContactDetailsForm } from '../../../lib/forms/ContactDetailsForm';
import { TextAreaField } from '../../../lib/forms/Field';
import { FormMessage } from '../../../lib/forms/FormMessage';
import { formSchema } from '../../../lib/forms/form-schema';
import { InterestsField } from '../../../lib/forms/InterestsField';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { PageMeta } from '../../../lib/page-meta';
import { useOwnProfile } from '../../../lib/profile/get-own-profile';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { Skeleton } from '../../../lib/ui/Skeleton';
import { useUpdateProfile } from '../api/update-profile';
import { EmployerDisplayPanel } from '../components/EmployerDisplayPanel';
import { GuardianPanel } from '../components/GuardianPanel';
import { SessionsPanel } from '../components/SessionsPanel';
import { WorkHistoryPanel } from '../components/WorkHistoryPanel';
import { YourDataPanel } from '../components/YourDataPanel';
import styles from './ProfilePage.module.css';

const UPDATE_FAILED = 'Failed to update profile. Please try again.';
/** Spec/1 §9: the success message shows for 3 seconds. */
const SUCCESS_MS = 3000;

/** /profile: signed-in only; visitors go to sign-in and come back here afterwards (docs/spec/1-students-and-accounts.md §2). */
export default function ProfilePage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className={`container-narrow page ${styles.page}`}>
      <PageMeta title="Your profile" description="Your account details, interests and bio." />
      {session.status === 'loading' ? <ProfileSkeleton /> : <Profile user={session.user} />}
    </div>
  );
}

function Profile({ user }: { user: SessionUser }) {
  const profile = useOwnProfile(user.id);
  const student = isStudent(user);
  const { supportEmail } = useConfig();

  return (
    <>
      <header className={styles.intro}>
        <span className={styles.avatar} aria-hidden="true">
          {avatarInitial(user.name)}
        </span>
        <div>
          <h1 className={styles.title}>{user.name || 'Your profile'}</h1>
          <span className={styles.badge}>{accountLabel(user.roleId)}</span>
        </div>
      </header>
      <p className={styles.explain}>
        {student
          ? 'Your bio is filled in for you when you apply for a job, and the employer reads it, so keep it up to date. You can change your name, phone and zipcode here; your e-mail address and date of birth come from sign-up.'
          : `Students see your name on your job posts, and the student you accept also gets your phone number and email address. To change them, write to ${supportEmail}.`}
      </p>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <LoadFailure title="We could not load your profile." query={profile} className={styles.card} />
      ) : (
        <>
          <Details profile={profile.data} student={student} userId={user.id} />
          {profile.data.data.guardian ? (
            <GuardianPanel userId={user.id} guardian={profile.data.data.guardian} />
          ) : null}
          {student ? <WorkHistoryPanel userId={user.id} /> : null}
          {isEmployer(user) ? (
            <EmployerDisplayPanel
              userId={user.id}
              name={[profile.data.data.firstName, profile.data.data.lastName].filter(Boolean).join(' ')}
            />
          ) : null}
          {student ? (
            <StudentEditor key={profile.data.id} profile={profile.data} userId={user.id} />
          ) : (
            <EmployerAbout bio={profile.data.data.bio} />
          )}
          <SessionsPanel />
          <YourDataPanel user={user} email={profile.data.data.emailId} />
        </>
      )}
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children || <span className={styles.empty}>Not provided</span>}</dd>
    </div>
  );
}

function Details({
  profile,
  student,
  userId,
}: {
  profile: ProfileResponse;
  student: boolean;
  userId: string;
}) {
  const { data } = profile;
  const minor = student && data.age !== null && isMinor(data.age);
  const [editing, setEditing] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="profile-details">
      <h2 id="profile-details" className={styles.cardTitle}>
        Account details
      </h2>
      <dl className={styles.details}>
        <Detail label="Name">{[data.firstName, data.lastName].filter(Boolean).join(' ')}</Detail>
        <Detail label="Email">{data.emailId}</Detail>
        <Detail label="Phone">{data.contactNumber ? formatPhone(data.contactNumber) : ''}</Detail>
        {/* The date of birth is the student's own (and their guardian's) to see: never an employer's. */}
        {student ? (
          <Detail label="Date of birth">
            {data.dateOfBirth ? `${formatLongDate(data.dateOfBirth)} (age ${data.age})` : ''}
          </Detail>
        ) : null}
        {student ? <Detail label="Zip Code">{data.zipCode ?? ''}</Detail> : null}
        {minor ? <Detail label="Parent/Guardian Name">{data.parentName ?? ''}</Detail> : null}
        {minor ? <Detail label="Parent/Guardian Email">{data.parentEmail ?? ''}</Detail> : null}
      </dl>
      {student ? (
        editing ? (
          <ContactDetailsEditor profile={profile} userId={userId} onCancel={() => setEditing(false)} />
        ) : (
          <div>
            <button type="button" className="btn btn-secondary btn-wrap" onClick={() => setEditing(true)}>
              Change name, phone or zipcode
            </button>
          </div>
        )
      ) : null}
    </section>
  );
}

/**
 * The student's name, phone and ZIP code (the rules of sign-up, checked by the server). A new name is
 * also the session's: the page renews its token, so the header and menu say it at once.
 */
function ContactDetailsEditor({
  profile,
  userId,
  onCancel,
}: {
  profile: ProfileResponse;
  userId: string;
  onCancel: () => void;
}) {
  const update = useUpdateProfile(userId);
  const session = useSession();
  return (
    <ContactDetailsForm
      label="Your name, phone and zipcode"
      initial={{ ...profile.data, zipCode: profile.data.zipCode ?? '' }}
      busy={update.isPending}
      onSave={async (details) => {
        const saved = await update.mutateAsync({
          id: profile.id,
          entity: profile.entity,
          data: { ...profile.data, ...details },
        });
        const renamed =
          saved.data.firstName !== profile.data.firstName || saved.data.lastName !== profile.data.lastName;
        if (renamed && session.status === 'signed-in') await session.renew();
        return PROFILE_UPDATED_MESSAGE;
      }}
      onCancel={onCancel}
    />
  );
}

function EmployerAbout({ bio }: { bio: string }) {
  if (!bio.trim()) return null;
  return (
    <section className={styles.card} aria-labelledby="profile-about">
      <h2 id="profile-about" className={styles.cardTitle}>
        About
      </h2>
      <p className={styles.bioText}>{bio}</p>
    </section>
  );
}

interface EditorForm extends Record<string, unknown> {
  interests: string[];
  bio: string;
}

/** The two editable fields, checked by the contract's own rules for them. */
const editorSchema = formSchema({
  payload: z.object({ interests: interestsSchema, bio: bioSchema }),
  toPayload: (form: EditorForm) => ({ interests: form.interests, bio: form.bio }),
});

function StudentEditor({ profile, userId }: { profile: ProfileResponse; userId: string }) {
  const form = useValidatedForm(editorSchema, { interests: profile.data.interests, bio: profile.data.bio });
  const update = useUpdateProfile(userId);
  const [saved, setSaved] = useState(false);
  // An ended session keeps the edits and saves them once signed in again.
  const again = useSignInAgain('save your profile');

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const edits = form.validateAll();
    if (!edits || update.isPending) return;
    send(edits);
  }

  function send(edits: NonNullable<ReturnType<typeof form.validateAll>>) {
    setSaved(false);
    update.mutate(
      { id: profile.id, entity: profile.entity, data: { ...profile.data, ...edits } },
      {
        onSuccess: () => setSaved(true),
        onError: (failure) => {
          if (again.offer(failure, () => send(edits))) update.reset();
        },
      },
    );
  }
  return (
    <section className={styles.card} aria-labelledby="profile-about">
      <h2 id="profile-about" className={styles.cardTitle}>
        About you
      </h2>
      <p className={styles.cardLead}>Only your interests and bio can be changed.</p>
      <form className={styles.page} onSubmit={onSubmit} noValidate aria-labelledby="profile-about">
        <InterestsField form={form} />
        <TextAreaField
          form={form}
          name="bio"
          label="Bio"
          optional
          maxLength={BIO_MAX_LENGTH}
          rows={5}
          placeholder="A sentence or two about you: school, experience, what you enjoy."
        />
        {/* Focus moves to whichever appears, so nobody is left on a button that went busy. */}
        <FormMessage tone="success">{saved ? PROFILE_UPDATED_MESSAGE : null}</FormMessage>
        <FormMessage
          tone="error"
          title={update.isError ? 'There was a problem updating your profile.' : undefined}
        >
          {update.isError ? errorMessage(update.error, UPDATE_FAILED) : null}
        </FormMessage>
        <div className={styles.actions}>
          <SubmitButton
            label="Update Profile"
            busyLabel="Updating…"
            busy={update.isPending}
            className={`btn btn-primary ${styles.save}`}
          />
        </div>
      </form>
      {again.prompt}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <Skeleton label="Loading your profile…" className={styles.card} shapesClassName={styles.skeletonRow}>
      <span className="skeleton skeleton-title" style={{ width: '35%' }} />
      <span className="skeleton skeleton-text" style={{ width: '80%' }} />
      <span className="skeleton skeleton-text" style={{ width: '65%' }} />
      <span className="skeleton skeleton-text" style={{ width: '70%' }} />
      <span className="skeleton skeleton-text" style={{ width: '50%' }} />
    </Skeleton>
  );
}
