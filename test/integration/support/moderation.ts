import { expect } from 'vitest';
import { addModerator } from '../../../scripts/moderation/moderator-accounts';
import { claimsOf, newEmail, PASSWORD, poolClient } from './accounts';
import type { Actor } from './actors';
import { api, idTokenFor, stack } from './api';
import { linkToken } from './family';
import { expectMails, type StoredMail } from './inbox';
import { readItem } from './tables';

/**
 * cognito-local keeps a group's members in its pool file, read and written whole: two additions at
 * once can lose one. The operator adds moderators one at a time; so do the tests.
 */
let additions: Promise<unknown> = Promise.resolve();

/** A moderator as the operator command makes one: a staff account in the pool's moderators group. */
export async function newModerator(firstName = 'Mo'): Promise<Actor> {
  const email = newEmail('moderator');
  const added = additions.then(() =>
    addModerator(poolClient(), stack().userPoolId, email, { firstName, lastName: 'Desk' }, PASSWORD),
  );
  additions = added.catch(() => undefined);
  await added;
  const token = await idTokenFor(email, PASSWORD);
  return { token, userId: String(claimsOf(token).sub), email, firstName, lastName: 'Desk' };
}

/** The moderation desk's record of a report (the reports table's id is the desk's). */
export const deskReport = (reportId: string) =>
  readItem<Record<string, unknown>>('moderation', { recordKey: `REPORT#${reportId}`, itemKey: 'REPORT' });
export const deskDecision = (decisionId: string) =>
  readItem<Record<string, unknown>>('moderation', {
    recordKey: `DECISION#${decisionId}`,
    itemKey: 'DECISION',
  });

/** The reporter's report of a job, and its id on the desk. */
export async function reportJobAs(
  reporter: Actor,
  jobId: string,
  reason = 'money',
  description = 'They asked for a deposit first.',
): Promise<string> {
  const res = await api('reportJob', {
    params: { id: jobId },
    token: reporter.token,
    body: { reportReason: reason, reportDescription: description },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const stored = await readItem<{ reportId: string }>('reports', { jobId, reporterId: reporter.userId });
  if (!stored) throw new Error('The report was not stored');
  return stored.reportId;
}

/** A moderator's action on a report; the decision's answer. */
export async function act(
  moderator: Actor,
  reportId: string,
  action: 'hide' | 'suspend' | 'freeze' | 'dismiss' | 'restore',
  reasonCode = 'scam',
  note = 'Asking students for money before a job breaks our rules.',
) {
  const res = await api('actOnReport', {
    params: { id: reportId },
    token: moderator.token,
    body: { action, reasonCode, note },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { decisionId: string; reportIds: string[]; appealUntil: string | null; state: string };
}

export const STATEMENT_SUBJECT = 'Our decision about';
export const OUTCOME_SUBJECT = 'What happened to your report';
export const APPEAL_DECIDED_SUBJECT = 'Your appeal about';

/** The appeal link's token in a statement of reasons. */
export async function appealTokenFrom(address: string, count = 1): Promise<string> {
  const mails = await expectMails(address, STATEMENT_SUBJECT, count);
  return linkToken(mails[mails.length - 1] as StoredMail, '/appeal');
}

/** The moderation queue's watch, run as its schedule would at `time` (the local admin endpoint). */
export async function runQueueWatch(
  time: string,
): Promise<{ oldestUrgentSeconds: number; oldestAnySeconds: number }> {
  const url = stack().adminUrl;
  if (!url) throw new Error('This stack has no admin endpoint (NJ_LOCAL_ADMIN=1)');
  const res = await fetch(`${url}/moderation/watch`, { method: 'POST', body: JSON.stringify({ time }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { oldestUrgentSeconds: number; oldestAnySeconds: number };
}
