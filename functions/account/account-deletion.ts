import {
  accountDeletedSummary,
  type DeletedAccountKind,
} from '../../shared/emails/templates/account-deleted-data';
import { formatLongDate } from '../../shared/rules/display';
import { isSameMailbox } from '../../shared/rules/person';
import { accountMessages, DELETE_CONFIRMATION_WORD } from '../../shared/schemas/account';
import { savedSearchRepository } from '../alerts';
import { applicationRepository, endPendingApplications } from '../applications';
import { forgetConversationsOf, setTeenGuardian } from '../conversations';
import { closeJob, jobRepository, jobWrites } from '../jobs';
import { type Caller, ROLE } from '../lib/caller';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { withinLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { notify, stableNotificationId } from '../lib/notify';
import { forgetReviewsAboutStudent } from '../reviews';
import { forgetBookingsOf } from '../schedule/index';
import type { UserItem } from '../users';
import { poolAdmin, userRepository } from '../users';
import { accountRecords, FORMER_EMPLOYER } from './account-records';

/*
 * "Your data is yours": deleting an account, by its owner (DELETE /user) or by a teen's
 * confirmed guardian (DELETE /family/teen/{id}). What goes, what is anonymized and what is kept is the
 * deletion policy in docs/security.md ("Your data is yours"); this is the one place that carries it out.
 *
 * Order: a claim on the profile (one run at a time), every session ended, the person's traces in the
 * other tables withdrawn, anonymized or deleted, the confirmation mail queued (its id derived from the
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

/** Runs every step for each item, and logs (never hides) a failure before rethrowing the first. */
async function forEach<T>(items: readonly T[], step: (item: T) => Promise<unknown>): Promise<void> {
  const results = await Promise.allSettled(items.map(step));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A student's traces: conversations (their messages removed), applications, employers' reviews of
 * them, saved searches, their activity and their guardian's link.
 */
async function eraseStudent(student: UserItem): Promise<void> {
  // First, so each conversation says why it closed: the employer keeps the thread, without them.
  await forgetConversationsOf(student.userId, 'student');
  await forgetBookingsOf(student.userId, 'student', new Date());
  const applications = await applicationRepository.listByStudent(student.userId);
  await forEach(applications, async (item) => {
    // Pending ones are withdrawn (off the employer's list and counters); a decided one stays in the
    // employer's history, anonymized. A withdrawal that loses a race to a review anonymizes instead.
    const pending = item.status === 'Applied' || item.status === 'AwaitingApproval';
    if (pending && (await applicationRepository.removePending(item, student.userId)).ok) return;
    await accountRecords.anonymizeApplicant(item);
  });

  // Employers' reviews of them were theirs and their guardian's to read; their own reviews stay.
  await forgetReviewsAboutStudent(student.userId);

  const searches = await savedSearchRepository.searchesOfStudent(student.userId);
  await forEach(searches, (search) => savedSearchRepository.remove(search));
  // What is left in their partition: the count and the once-a-day markers.
  await accountRecords.deleteSavedSearchPartition(student.userId);

  // The teen's activity (what their guardian's page and digest show) and the guardian's link to them.
  const activity = await accountRecords.familyPartition(`TEEN#${student.userId}`);
  await forEach(activity, (item) => accountRecords.deleteFamilyItem(item));
  if (student.guardianId) {
    await accountRecords.deleteFamilyItem({
      familyKey: `GUARDIAN#${student.guardianId}`,
      itemKey: `TEEN#${student.userId}`,
    });
  }
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
    await jobWrites.anonymize(job, FORMER_EMPLOYER);
    const applications = await applicationRepository.listByJob(job.jobId);
    await forEach(applications, ({ jobId, studentId }) =>
      accountRecords.forgetEmployerName('applications', { jobId, studentId }, employer.userId),
    );
    const reports = await accountRecords.reportsAbout(job.jobId);
    await forEach(reports, ({ jobId, reporterId }) =>
      accountRecords.forgetEmployerName('reports', { jobId, reporterId }, employer.userId),
    );
  });
}

/** A guardian's traces: each teen's link ends, and the guardian leaves the teen's records. */
async function eraseGuardian(guardian: UserItem): Promise<void> {
  await forgetBookingsOf(guardian.userId, 'guardian', new Date());
  const links = await accountRecords.familyPartition(`GUARDIAN#${guardian.userId}`);
  await forEach(links, async (link) => {
    const teenId = link.teenId ?? '';
    if (teenId) {
      await accountRecords.endGuardianLink(teenId, guardian.userId);
      // The teen's conversations no longer read along with them.
      await setTeenGuardian(teenId, null);
      // What the teen did was told to this guardian only: it goes with them.
      const activity = await accountRecords.familyPartition(`TEEN#${teenId}`);
      await forEach(activity, (item) => accountRecords.deleteFamilyItem(item));
      const applications = await applicationRepository.listByStudent(teenId);
      await forEach(
        applications.filter((item) => isSameMailbox(item.parentEmail ?? '', guardian.emailId)),
        (item) => accountRecords.forgetApplicationGuardian(item),
      );
      // Approve and Decline links in this guardian's mail end with the link.
      await applicationRepository.voidApprovalLinks(teenId);
    }
    await accountRecords.deleteFamilyItem(link as never);
  });
}

/** Reports stay (support needs them), without the reporter's address. */
async function forgetReports(user: UserItem): Promise<void> {
  const reports = await accountRecords.reportsBy(user.userId);
  await forEach(reports, (report) => accountRecords.forgetReporter(report));
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
  if (!(await accountRecords.claimDeletion(user.userId, now, CLAIM_STALE_MS)).ok) {
    throw conflict(accountMessages.inProgress, 'DELETION_IN_PROGRESS');
  }
  const username = await poolUsername(user, options.callerUsername);
  // Every refresh token of the account stops working at once; ID tokens die within their 15 minutes,
  // and every route that reads the profile finds none from the end of this run.
  if (username) await poolAdmin.signOutEverywhere(username);

  if (user.roleId === ROLE.student) await eraseStudent(user);
  if (user.roleId === ROLE.employer) await eraseEmployer(user);
  if (user.roleId === ROLE.guardian) await eraseGuardian(user);
  await forgetReports(user);

  await mailConfirmation(user, options.byGuardian, now);
  if (username) await poolAdmin.delete(username);
  await accountRecords.deleteProfile(user);
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
