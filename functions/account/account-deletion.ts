import {
  accountDeletedSummary,
  type DeletedAccountKind,
} from '../../shared/emails/templates/account-deleted-data';
import { formatLongDate } from '../../shared/rules/display';
import { accountMessages, DELETE_CONFIRMATION_WORD } from '../../shared/schemas/account';
import { forgetSavedSearchesOf } from '../alerts';
import {
  endPendingApplications,
  forgetApplicationsOfStudent,
  forgetEmployerOfJobApplications,
  forgetGuardianOfTeen,
} from '../applications';
import { forgetConversationsOf, setTeenGuardian } from '../conversations';
import { closeJob, forgetEmployerOfJob, jobRepository } from '../jobs';
import { type Caller, ROLE } from '../lib/caller';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { forEachSettled as forEach } from '../lib/for-each-settled';
import { withinLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { notify, stableNotificationId } from '../lib/notify';
import { forgetEmployerOfReportedJob, forgetReporter } from '../reports';
import { forgetReviewsAboutStudent } from '../reviews';
import { forgetBookingsOf } from '../schedule';
import type { UserItem } from '../users';
import {
  claimDeletion,
  deleteProfile,
  endGuardianLink,
  forgetGuardianLink,
  forgetStudentFamily,
  forgetTeenActivity,
  guardianLinksOf,
  poolAdmin,
  userRepository,
} from '../users';

/*
 * "Your data is yours": deleting an account, by its owner (DELETE /user) or by a teen's
 * confirmed guardian (DELETE /family/teen/{id}). What goes, what is anonymized and what is kept is the
 * deletion policy in docs/security.md ("Your data is yours"); this is the one place that carries it out.
 *
 * Order: a claim on the profile (one run at a time), every session ended, the person's traces in the
 * other tables withdrawn, anonymized or deleted (each by the domain that owns the table, through its
 * index.ts), the confirmation mail queued (its id derived from the
 * account, so a repeated run mails once), then the user pool's user and, last, the profile. Every step
 * is idempotent, so a run that died half-way is finished by the next request.
 */

/** A run that has held the claim this long died (the function's timeout is far shorter). */
const CLAIM_STALE_MS = 60_000;

const confirmationMismatch = () =>
  badRequest(
    accountMessages.confirmationMismatch,
    { confirmation: accountMessages.confirmationMismatch },
    'CONFIRMATION_MISMATCH',
  );

/** The typed confirmation, exactly the word (a deliberate act, so no case folding). */
export function checkConfirmation(typed: string): void {
  if (typed.trim() !== DELETE_CONFIRMATION_WORD) throw confirmationMismatch();
}

const fullName = (user: Pick<UserItem, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

const kindOf = (user: UserItem): DeletedAccountKind =>
  user.roleId === ROLE.employer ? 'employer' : user.roleId === ROLE.guardian ? 'guardian' : 'student';

/**
 * A student's traces: conversations (their messages removed), applications, employers' reviews of
 * them, saved searches, their activity and their guardian's link.
 */
async function eraseStudent(student: UserItem): Promise<void> {
  // First, so each conversation says why it closed: the employer keeps the thread, without them.
  await forgetConversationsOf(student.userId, 'student');
  await forgetBookingsOf(student.userId, 'student', new Date());
  // Pending ones are withdrawn; a decided one stays in the employer's history, anonymized.
  await forgetApplicationsOfStudent(student.userId);
  // Employers' reviews of them were theirs and their guardian's to read; their own reviews stay.
  await forgetReviewsAboutStudent(student.userId);
  await forgetSavedSearchesOf(student.userId);
  // The teen's activity (what their guardian's page and digest show) and the guardian's link to them.
  await forgetStudentFamily(student);
}

/**
 * An employer's traces: conversations (their messages removed), open jobs closed (their pending
 * applications end, as when a job is removed).
 */
async function eraseEmployer(employer: UserItem): Promise<void> {
  // First, so each conversation says why it closed: the student keeps the thread, without them.
  await forgetConversationsOf(employer.userId, 'employer');
  await forgetBookingsOf(employer.userId, 'employer', new Date());
  const jobs = await jobRepository.listByEmployer(employer.userId);
  await forEach(
    jobs.filter((job) => job.status === 'open'),
    async (job) => {
      const { changed } = await closeJob(employer.userId, job.jobId).catch((error: unknown) => {
        // Closed meanwhile (a twin run): nothing left to close.
        if (error instanceof HttpError && error.status === 409) return { changed: false };
        throw error;
      });
      if (changed) await endPendingApplications(job, 'job removed');
    },
  );
  await forEach(jobs, async (job) => {
    await forgetEmployerOfJob(job);
    await forgetEmployerOfJobApplications(job.jobId, employer.userId);
    await forgetEmployerOfReportedJob(job.jobId, employer.userId);
  });
}

/** A guardian's traces: each teen's link ends, and the guardian leaves the teen's records. */
async function eraseGuardian(guardian: UserItem): Promise<void> {
  await forgetBookingsOf(guardian.userId, 'guardian', new Date());
  const links = await guardianLinksOf(guardian.userId);
  await forEach(links, async (link) => {
    const teenId = link.teenId ?? '';
    if (teenId) {
      await endGuardianLink(teenId, guardian.userId);
      // The teen's conversations no longer read along with them.
      await setTeenGuardian(teenId, null);
      // What the teen did was told to this guardian only: it goes with them.
      await forgetTeenActivity(teenId);
      // Their name and address leave the teen's applications, and their Approve and Decline links end.
      await forgetGuardianOfTeen(teenId, guardian.emailId);
    }
    await forgetGuardianLink(link);
  });
}

/** The confirmation: to the account's own (proved) address, and to a teen's confirmed guardian. */
async function mailConfirmation(user: UserItem, byGuardian: UserItem | null, now: Date): Promise<void> {
  const common = {
    accountName: fullName(user),
    deletedOn: formatLongDate(now.toISOString().slice(0, 10)),
    summary: accountDeletedSummary[kindOf(user)],
  };
  await notify(
    'AccountDeleted',
    [user.emailId],
    { ...common, recipientName: user.firstName, requestedBy: byGuardian ? fullName(byGuardian) : 'you' },
    { id: stableNotificationId(`account-deleted:${user.userId}:own`) },
  );
  const guardianEmail = user.guardianStatus === 'confirmed' ? user.parentEmail : undefined;
  if (guardianEmail) {
    await notify(
      'AccountDeleted',
      [guardianEmail],
      {
        ...common,
        recipientName: byGuardian?.firstName ?? user.parentName ?? 'there',
        requestedBy: byGuardian ? 'you' : user.firstName,
      },
      { id: stableNotificationId(`account-deleted:${user.userId}:guardian`) },
    );
  }
}

/** The user pool's name for the account: the address for password sign-ups, else found by its sub. */
async function poolUsername(user: UserItem, callerUsername: string | undefined): Promise<string | undefined> {
  if (callerUsername) return callerUsername;
  if (user.signUpMethod !== 'google') return user.emailId;
  return poolAdmin.usernameOfSub(user.userId);
}

/** Deletes one account whose profile exists. */
async function deleteProfileAccount(
  user: UserItem,
  options: { byGuardian: UserItem | null; callerUsername?: string },
  now: Date,
): Promise<void> {
  if (!(await claimDeletion(user.userId, now, CLAIM_STALE_MS)).ok) {
    throw conflict(accountMessages.inProgress, 'DELETION_IN_PROGRESS');
  }
  const username = await poolUsername(user, options.callerUsername);
  // Every refresh token of the account stops working at once; ID tokens die within their 15 minutes,
  // and every route that reads the profile finds none from the end of this run.
  if (username) await poolAdmin.signOutEverywhere(username);

  if (user.roleId === ROLE.student) await eraseStudent(user);
  if (user.roleId === ROLE.employer) await eraseEmployer(user);
  if (user.roleId === ROLE.guardian) await eraseGuardian(user);
  // Reports stay (support needs them), without the reporter's address.
  await forgetReporter(user.userId);

  await mailConfirmation(user, options.byGuardian, now);
  if (username) await poolAdmin.delete(username);
  await deleteProfile(user.userId);
  logger.info('account deleted', { userId: user.userId, byGuardian: Boolean(options.byGuardian) });
}

/**
 * DELETE /user: the caller deletes their own account. A Google user who never chose a role has no
 * profile: only their user pool user goes (there is nothing else, and no mail: we hold no name).
 */
export async function deleteOwnAccount(
  caller: Caller,
  callerUsername: string | undefined,
  confirmation: string,
  now = new Date(),
): Promise<void> {
  checkConfirmation(confirmation);
  await withinLimit(
    'deleteAccount',
    caller.userId,
    async () => {
      const user = await userRepository.getById(caller.userId);
      if (user) {
        await deleteProfileAccount(user, { byGuardian: null, callerUsername }, now);
        return;
      }
      const username = callerUsername ?? (await poolAdmin.usernameOfSub(caller.userId));
      if (username) {
        await poolAdmin.signOutEverywhere(username);
        await poolAdmin.delete(username);
      }
    },
    now,
  );
}

const teenNotFound = () => notFound(accountMessages.teenNotFound, 'TEEN_NOT_FOUND');

/**
 * DELETE /family/teen/{id}: a guardian deletes the account of a teen they are the confirmed guardian
 * of. Someone else's teen, or an id that is nobody, is the same 404 whatever was typed.
 */
export async function deleteTeenAccount(
  caller: Caller,
  teenId: string,
  confirmation: string,
  now = new Date(),
): Promise<void> {
  const teen = await userRepository.getById(teenId);
  if (!teen || teen.guardianId !== caller.userId || teen.guardianStatus !== 'confirmed') throw teenNotFound();
  checkConfirmation(confirmation);
  const guardian = await userRepository.getById(caller.userId);
  if (!guardian) throw teenNotFound();
  await withinLimit(
    'deleteAccount',
    caller.userId,
    () => deleteProfileAccount(teen, { byGuardian: guardian }, now),
    now,
  );
}
