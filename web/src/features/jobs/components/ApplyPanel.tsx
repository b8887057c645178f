import * as guardianRules from '@shared/rules/guardian-limits';
import { firstNameOf, isMinor } from '@shared/rules/person';
import * as youngTeenRules from '@shared/rules/young-teen-rules';
import type { PublicJob } from '@shared/schemas/job';
import type { ProfileResponse } from '@shared/schemas/user';
import { webPaths } from '@shared/web-paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { rememberPendingJob } from '../../../lib/auth/after-sign-in';
import { isStudent, type SessionUser, useSession } from '../../../lib/auth/session';
import { WaitingForGuardian } from '../../../lib/guardian/WaitingForGuardian';
import { useOwnProfile } from '../../../lib/profile/get-own-profile';
import { Alert } from '../../../lib/ui/Alert';
import { CheckIcon } from '../../../lib/ui/icons';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { Skeleton, SkeletonRows } from '../../../lib/ui/Skeleton';
import { limitsFor, type ViewerLimit } from '../lib/viewer-limits';
import { ApplyForm } from './ApplyForm';
import styles from './ApplyPanel.module.css';
import { NotOpenToYou } from './NotOpenToYou';

/** Spec/1 §4, §9: the success panel closes itself after 6 seconds. */
export const APPLIED_PANEL_MS = 6000;

interface ApplyPanelProps {
  job: PublicJob;
  /** Closes the panel (after a success, or when it has nothing left to offer). */
  onDone: () => void;
  /** The application was sent: the panel now shows the confirmation, until onDone. */
  onSubmitted?: () => void;
}

/** Spec/1 §2 Apply panel: loading, sign-in required, the form, then Application Submitted. */
export function ApplyPanel({ job, onDone, onSubmitted }: ApplyPanelProps) {
  const session = useSession();
  if (session.status === 'loading') return <ApplyPanelSkeleton />;
  if (session.status === 'signed-out') return <SignInToApply job={job} />;
  if (!isStudent(session.user)) {
    return <Alert tone="info">You must be logged in as a student to apply.</Alert>;
  }
  return <StudentApply job={job} user={session.user} onDone={onDone} onSubmitted={onSubmitted} />;
}

function ApplyPanelSkeleton() {
  return (
    <Skeleton label="Loading the application form…" className={styles.skeleton}>
      <span className="skeleton skeleton-title" style={{ width: '55%' }} />
      <span className="skeleton skeleton-text" style={{ width: '80%' }} />
      <SkeletonRows count={3} className={styles.skeletonInput} />
    </Skeleton>
  );
}

/**
 * A visitor: remember the job (docs/spec/1-students-and-accounts.md §3 pendingJobApplication) and where they are, so sign-in (or
 * registering, verifying, then signing in) brings them back to the same search or page with this
 * job's Apply panel open (lib/auth/after-sign-in.ts).
 */
function SignInToApply({ job }: { job: PublicJob }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberPendingJob(job.entity, { pathname, search });
  }, [job.entity, pathname, search]);

  return (
    <div className={styles.signIn}>
      <h4 className={styles.heading}>Sign in to apply</h4>
      <p>
        Applying takes a student account, so the employer knows who you are. Sign in and we'll bring you right
        back to <strong>{job.data.title}</strong>.
      </p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={webPaths.signIn}>
          Sign in to apply
        </Link>
        <Link className="btn btn-secondary" to={webPaths.studentSignUp}>
          Create a student account
        </Link>
      </div>
    </div>
  );
}

interface StudentApplyProps {
  job: PublicJob;
  user: SessionUser;
  onDone: () => void;
  onSubmitted: (() => void) | undefined;
}

function StudentApply({ job, user, onDone, onSubmitted }: StudentApplyProps) {
  const profile = useOwnProfile(user.id);
  // The new application's status once submitted (it may wait for a parent's approval).
  const [submitted, setSubmitted] = useState<string | null>(null);
  const awaitingApproval = submitted === 'AwaitingApproval';

  // The announcement goes into a live region that was on the page before it (one rendered with its
  // words is often not read), beside the form and then the confirmation.
  const announcement = (
    <p className="visually-hidden" role="status">
      {submitted === null ? '' : confirmation(job, awaitingApproval).announcement}
    </p>
  );
  if (submitted !== null) {
    return (
      <>
        {announcement}
        <Submitted
          job={job}
          userId={user.id}
          profile={profile.data}
          awaitingApproval={awaitingApproval}
          onDone={onDone}
        />
      </>
    );
  }
  if (profile.isPending) return <ApplyPanelSkeleton />;
  if (profile.isError) {
    return <LoadFailure title="We couldn't load your profile" query={profile} className={styles.signIn} />;
  }
  // The rules for young teens and the guardian's limits, the same the server applies: say why instead
  // of a form that could only be refused.
  const limits = panelLimits(profile.data, job);
  if (limits.length > 0) return <NotOpenToYou limits={limits} />;
  const guardian = profile.data.data.guardian;
  return (
    <>
      {announcement}
      {guardian?.status === 'invited' ? (
        <WaitingForGuardian userId={user.id} guardian={guardian} headingLevel={4} />
      ) : null}
      <ApplyForm
        job={job}
        userId={user.id}
        profile={profile.data}
        onApplied={(status) => {
          setSubmitted(status ?? 'Applied');
          onSubmitted?.();
        }}
      />
    </>
  );
}

/** What keeps the student from applying here: the same as the card's badges (lib/viewer-limits.ts). */
function panelLimits(profile: ProfileResponse, job: PublicJob): ViewerLimit[] {
  return limitsFor(profile.data, job.data, { youngTeens: youngTeenRules, guardian: guardianRules });
}

/**
 * What the student is told once the application is sent: where it went, by name ("Sent to Sam"), or
 * that it waits for their parent first. The heading takes focus; the live region says it in a sentence.
 */
function confirmation(job: PublicJob, awaitingApproval: boolean) {
  const employer = firstNameOf(job.data.createdBy) || 'the employer';
  return awaitingApproval
    ? {
        heading: 'Waiting for your parent',
        announcement: `Application saved. Your parent or guardian approves it before ${employer} sees it.`,
      }
    : { heading: `Sent to ${employer}`, announcement: `Application sent to ${employer}.` };
}

function Submitted({
  job,
  userId,
  profile,
  awaitingApproval,
  onDone,
}: {
  job: PublicJob;
  userId: string;
  profile: ProfileResponse | undefined;
  awaitingApproval: boolean;
  onDone: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const minor = isMinor(profile?.data.age ?? 99);
  const guardian = profile?.data.guardian;
  // A teen whose guardian has not confirmed stays on the news and its two ways forward: no timer.
  const waiting = guardian?.status === 'invited' ? guardian : null;
  const staysOpen = waiting !== null;

  useEffect(() => {
    // The submit button is gone: keep focus in the card, on the news.
    headingRef.current?.focus();
    if (staysOpen) return;
    const timer = setTimeout(() => done.current(), APPLIED_PANEL_MS);
    return () => clearTimeout(timer);
  }, [staysOpen]);

  const { heading } = confirmation(job, awaitingApproval);
  return (
    <>
      <div className={styles.success}>
        <span className={styles.successIcon}>
          <CheckIcon />
        </span>
        <p className={`eyebrow ${styles.eyebrow}`}>
          {awaitingApproval ? 'Awaiting parent approval' : 'Application Submitted'}
        </p>
        <h4 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h4>
        {awaitingApproval ? (
          <p>
            Your application for <strong>{job.data.title}</strong> is saved. Your parent or guardian approves
            it first; then {job.data.createdBy} sees it and we e-mail you.
          </p>
        ) : (
          <p>
            {job.data.createdBy} will see your application for <strong>{job.data.title}</strong>. We've
            e-mailed you a copy{minor ? ', and let your parent or guardian know' : ''}.
          </p>
        )}
        <p>
          <Link to={webPaths.myApplications}>See My Applications</Link>
        </p>
      </div>
      {waiting ? <WaitingForGuardian userId={userId} guardian={waiting} headingLevel={4} /> : null}
    </>
  );
}
