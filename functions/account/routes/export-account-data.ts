import { exportAccountData as contract } from '../../../shared/contracts/account';
import { exportFileName } from '../../../shared/schemas/account';
import { savedSearchRepository } from '../../alerts';
import { applicationRepository } from '../../applications';
import { exportConversationsOf } from '../../conversations';
import { jobRepository } from '../../jobs';
import { type Caller, ROLE } from '../../lib/caller';
import { defineRoute } from '../../lib/http-handler';
import { withinLimit } from '../../lib/limits';
import { profileNotFound } from '../../lib/profile-guard';
import { exportDecisionsAbout } from '../../moderation';
import { deliveriesTo } from '../../notify';
import { reportsBy } from '../../reports';
import { exportReviewsOf } from '../../reviews';
import type { UserItem } from '../../users';
import { guardianLinksOf, teenActivityOf, userRepository } from '../../users';

/*
 * "Download my data" (GET /user/export): everything we hold about the caller, as stored,
 * in one JSON document. Only the secrets that would let the file act are left out: the nonces of
 * single-use links (a guardian invitation, an approval, an unsubscribe link) and the tables' internal
 * index keys. Mails are listed from the deliveries table, whose records hold a hash of the address,
 * never the address or the message.
 */

/** Fields that are keys to a live link or internal index bookkeeping, never the person's data. */
const LEFT_OUT = new Set([
  'guardianNonce',
  'approvalNonce',
  'unsubscribeNonce',
  'matchKeys',
  'itemKey',
  'listing',
  'listKey',
  'c16',
  'c18',
  'c20',
  'c22',
  'c24',
  'digestShard',
  'digestKey',
  'birthdayShard',
  'birthdayOn',
]);

function clean<T extends object>(item: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !LEFT_OUT.has(key)));
}

export const EXPORT_FORMAT_VERSION = 1;

async function guardianPart(user: UserItem) {
  if (user.roleId === ROLE.guardian) {
    const links = await guardianLinksOf(user.userId);
    return { teensLinked: links.map(clean) };
  }
  if (user.roleId !== ROLE.student) return {};
  const activity = await teenActivityOf(user.userId);
  return {
    guardianLink: {
      status: user.guardianStatus ?? null,
      name: user.parentName ?? null,
      email: user.parentEmail ?? null,
      confirmedAt: user.guardianConfirmedAt ?? null,
    },
    activityForGuardian: activity.map(clean),
  };
}

async function exportData(caller: Caller, now = new Date()): Promise<Record<string, unknown>> {
  // Someone without a profile (a Google sign-up without a role) has nothing to export, and no count.
  const user = await userRepository.getById(caller.userId);
  if (!user) throw profileNotFound();
  return withinLimit(
    'exportData',
    caller.userId,
    async () => {
      const student = user.roleId === ROLE.student;
      const party = student ? 'student' : user.roleId === ROLE.employer ? 'employer' : null;
      const [applications, savedSearches, jobs, reports, mails, family, conversations, reviews, decisions] =
        await Promise.all([
          student ? applicationRepository.listByStudent(user.userId) : [],
          student ? savedSearchRepository.searchesOfStudent(user.userId) : [],
          user.roleId === ROLE.employer ? jobRepository.listByEmployer(user.userId) : [],
          reportsBy(user.userId),
          deliveriesTo(user.emailId),
          guardianPart(user),
          // One's own messages, as the other party saw them (a guardian writes none).
          party ? exportConversationsOf(user.userId, party, now) : [],
          // The reviews one wrote, and those about one once revealed (never earlier than on a screen).
          party ? exportReviewsOf(user.userId, party, now) : null,
          exportDecisionsAbout(user.userId),
        ]);
      return {
        format: 'Neighbourhood Jobs data export',
        version: EXPORT_FORMAT_VERSION,
        exportedAt: now.toISOString(),
        profile: clean(user),
        ...(student
          ? { applications: applications.map(clean), savedSearches: savedSearches.map(clean) }
          : {}),
        ...(user.roleId === ROLE.employer ? { jobs: jobs.map(clean) } : {}),
        reportsMade: reports.map(clean),
        ...(party ? { conversations } : {}),
        ...(reviews
          ? { reviewsWritten: reviews.written.map(clean), reviewsReceived: reviews.received.map(clean) }
          : {}),
        moderationDecisions: decisions,
        ...family,
        mailsSent: mails,
      };
    },
    now,
  );
}

/**
 * GET /user/export: the caller's data as a JSON file to save. Never cached anywhere on
 * the way (it is the person's whole record).
 */
export const exportAccountData = defineRoute(contract, {
  async handle({ caller }) {
    const now = new Date();
    const data = await exportData(caller, now);
    return {
      text: JSON.stringify(data, null, 2),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(now)}"`,
        'cache-control': 'no-store',
      },
    };
  },
});
