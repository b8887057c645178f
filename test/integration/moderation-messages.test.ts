import { beforeAll, describe, expect, it } from 'vitest';
import { stableNotificationId } from '../../functions/lib/notify';
import { closedReasonText } from '../../shared/rules/conversation';
import { reasonCodes } from '../../shared/rules/moderation';
import { api } from './support/api';
import { openConversation, send, sent, storedConversation, threadOf } from './support/conversations';
import { alertEveryEvent, type Guardian, newConfirmedFamily } from './support/family';
import { expectMails, expectNoNewMail, inboxCounts } from './support/inbox';
import { type Actor, newEmployer, newStudent, uniqueTitle } from './support/marketplace';
import {
  APPEAL_DECIDED_SUBJECT,
  act,
  deskReport,
  newModerator,
  OUTCOME_SUBJECT,
  STATEMENT_SUBJECT,
} from './support/moderation';

/*
 * Reports of messages on the moderation desk, over HTTP: a message's report joins the desk's one
 * queue (kind "message", urgent when it is about a minor's safety) while the support mailbox still
 * gets its mail; a moderator freezes the conversation (neither side may write, both see why, the
 * sender gets the statement of reasons and the reporter the outcome), and a restore or a reversed
 * appeal lifts the freeze. Nobody but a moderator freezes anything, and a refusal writes nothing and
 * mails nobody.
 */

const SUPPORT = 'support@neighbourhoodjobs.local';
const FREEZE_NOTE = 'Asking a student to move to another app breaks our rules.';

let moderator: Actor;
let secondModerator: Actor;

beforeAll(async () => {
  moderator = await newModerator('Ida');
  secondModerator = await newModerator('Jon');
});

interface Reported {
  id: string;
  messageId: string;
  reportId: string;
  title: string;
}

/** The employer writes in a fresh conversation with the student, and `reporter` reports that message. */
async function reportedMessage(
  employer: Actor,
  student: Actor,
  reporter: Actor,
  text: string,
  reason = 'meet-elsewhere',
): Promise<Reported> {
  const title = uniqueTitle('Frozen thread');
  const { id } = await openConversation(employer, student, title);
  const messageId = (await sent(employer, id, text)).body.message.id as string;
  const res = await api('reportMessage', {
    params: { id, messageId },
    token: reporter.token,
    body: { reason, details: 'Please look at this.' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The desk's id for it comes from the message and the reporter (a retry files nothing twice).
  const reportId = stableNotificationId(`message-report:${messageId}:${reporter.userId}`);
  expect(await deskReport(reportId), `the desk has the report about “${title}”`).toBeDefined();
  return { id, messageId, reportId, title };
}

/** The report's entry in the desk's queue, page after page (other files fill the same queue). */
async function queueEntry(reportId: string): Promise<Record<string, unknown> | undefined> {
  let cursor: string | undefined;
  do {
    const res = await api('listModerationQueue', {
      token: moderator.token,
      ...(cursor ? { query: { cursor } } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = (res.body.reports as { id: string }[]).find((r) => r.id === reportId);
    if (found) return found;
    cursor = res.body.nextCursor ?? undefined;
  } while (cursor);
  return undefined;
}

describe('a message’s report on the desk', () => {
  it('joins the one queue as a message, with the text as written, and the support mail stays', async () => {
    const [employer, student] = await Promise.all([newEmployer('Dana'), newStudent('Sam')]);
    const text = 'Text me on 512 555 0199 and we sort it outside the app';
    const reported = await reportedMessage(employer, student, student, text);
    expect(await queueEntry(reported.reportId)).toMatchObject({
      kind: 'message',
      state: 'new',
      urgent: false,
      summary: reported.title,
    });
    const [mail] = await expectMails(SUPPORT, `Message reported: ${reported.title}`, 1);
    expect(mail?.body.text).toContain(reported.messageId);

    const desk = await api('getModerationCase', {
      params: { id: reported.reportId },
      token: moderator.token,
    });
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect(desk.body).toMatchObject({
      kind: 'message',
      state: 'in-review',
      urgent: false,
      description: 'Please look at this.',
      reporter: { role: 'student', email: student.email },
      subject: { id: employer.userId, role: 'employer', minor: false },
      reported: { title: reported.title, text },
      actions: ['freeze', 'suspend', 'dismiss'],
    });
    expect(await deskReport(reported.reportId)).toMatchObject({
      kind: 'message',
      targetId: reported.id,
      subjectId: employer.userId,
      reporterId: student.userId,
    });
  });

  it('is urgent when a teen’s guardian reports a message about their teen’s safety', async () => {
    const family = await newConfirmedFamily('Noa', 15);
    await alertEveryEvent(family.guardian, family.teen.userId);
    const boss = await newEmployer('Rex');
    const reported = await reportedMessage(
      boss,
      family.teen,
      family.guardian,
      'Come alone, bring cash',
      'money',
    );
    expect(await queueEntry(reported.reportId)).toMatchObject({ kind: 'message', urgent: true });
    expect(await deskReport(reported.reportId)).toMatchObject({ reporterRole: 'guardian', urgent: true });
  });
});

describe('freezing a conversation', () => {
  let employer: Actor;
  let teen: Actor;
  let guardian: Guardian;
  let reported: Reported;

  beforeAll(async () => {
    const family = await newConfirmedFamily('Lia', 16);
    ({ teen, guardian } = family);
    await alertEveryEvent(guardian, teen.userId);
    employer = await newEmployer('Kurt');
    reported = await reportedMessage(
      employer,
      teen,
      teen,
      'Add me on another app, we talk there',
      'harassment',
    );
  });

  it('is refused to everyone but a moderator (403 signed in, 401 signed out), writing nothing and mailing nobody', async () => {
    const before = await storedConversation(reported.id);
    const mails = await inboxCounts([employer.email, teen.email, guardian.email]);
    const body = { action: 'freeze', reasonCode: 'harassment', note: FREEZE_NOTE };
    for (const who of [teen, employer, guardian]) {
      const res = await api('actOnReport', { params: { id: reported.reportId }, token: who.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
    const visitor = await api('actOnReport', { params: { id: reported.reportId }, body });
    expect(visitor.status).toBe(401);
    expect(await storedConversation(reported.id)).toEqual(before);
    expect(await deskReport(reported.reportId)).toMatchObject({ state: 'new' });
    await expectNoNewMail(mails);
  });

  it('stops both sides writing, with the reason shown to each member, and tells the sender and the reporter', async () => {
    const decision = await act(moderator, reported.reportId, 'freeze', 'harassment', FREEZE_NOTE);
    expect(decision.state).toBe('actioned');
    expect(decision.appealUntil).toEqual(expect.any(String));

    const threadBefore = await storedConversation(reported.id);
    const mails = await inboxCounts([employer.email, teen.email]);
    for (const who of [employer, teen]) {
      const res = await send(who, reported.id, 'Hello?');
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONVERSATION_CLOSED', message: closedReasonText.frozen });
    }
    expect(await storedConversation(reported.id)).toEqual(threadBefore);
    await expectNoNewMail(mails);

    for (const who of [employer, teen, guardian]) {
      const { conversation } = await threadOf(who, reported.id);
      expect(conversation).toMatchObject({
        readOnly: true,
        closedReason: 'frozen',
        closedText: closedReasonText.frozen,
      });
    }
    const [statement] = await expectMails(employer.email, STATEMENT_SUBJECT, 1);
    expect(statement?.body.text).toContain(reasonCodes.harassment);
    expect(statement?.body.text).toContain(FREEZE_NOTE);
    expect(statement?.body.text).toContain(reported.title);
    const [outcome] = await expectMails(teen.email, OUTCOME_SUBJECT, 1);
    expect(outcome?.body.text).not.toContain(employer.firstName);
    expect(outcome?.body.text).not.toContain(employer.email);
  });

  it('is lifted when another moderator reverses it on appeal: both sides write again', async () => {
    const stored = await deskReport(reported.reportId);
    const decisionId = stored?.decisionId as string;
    const appeal = await api('appealDecision', {
      params: { id: decisionId },
      token: employer.token,
      body: { text: 'I only wanted to send the address of the house.' },
    });
    expect(appeal.status, JSON.stringify(appeal.body)).toBe(200);
    const decided = await api('decideAppeal', {
      params: { id: decisionId },
      token: secondModerator.token,
      body: { outcome: 'reversed', note: 'Sharing a job address is fine.' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    await expectMails(employer.email, APPEAL_DECIDED_SUBJECT, 1);
    const { conversation } = await threadOf(teen, reported.id);
    expect(conversation).toMatchObject({ readOnly: false, closedReason: null });
    expect((await send(teen, reported.id, 'Thanks, see you Saturday.')).status).toBe(201);
    expect((await send(employer, reported.id, 'See you then.')).status).toBe(201);
  });
});

describe('restoring a frozen conversation', () => {
  it('lifts the freeze from a later report of the same conversation; a restore of nothing is refused', async () => {
    const [employer, student] = await Promise.all([newEmployer('Ugo'), newStudent('Ivy')]);
    const first = await reportedMessage(employer, student, student, 'Pay me a deposit first', 'money');
    const studentsLine = (await sent(student, first.id, 'I will not pay a deposit.')).body.message
      .id as string;
    await act(moderator, first.reportId, 'freeze', 'scam', 'Asking for money before a job.');
    expect((await send(student, first.id, 'Hm?')).status).toBe(409);

    // The employer reports the student's line: a second report of the same conversation, on which
    // another moderator restores it.
    const second = await api('reportMessage', {
      params: { id: first.id, messageId: studentsLine },
      token: employer.token,
      body: { reason: 'other', details: 'We were only talking about the job.' },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const reportId = stableNotificationId(`message-report:${studentsLine}:${employer.userId}`);
    expect(await deskReport(reportId)).toMatchObject({ targetId: first.id, subjectId: student.userId });
    const restored = await act(
      secondModerator,
      reportId,
      'restore',
      'other',
      'A first message only; lifted.',
    );
    expect(restored.state).toBe('actioned');
    expect((await threadOf(employer, first.id)).conversation).toMatchObject({ readOnly: false });
    expect((await send(student, first.id, 'Back again.')).status).toBe(201);
    await expectMails(student.email, 'We restored', 1);

    // A conversation that is not frozen has nothing to restore: refused, nothing changes, no mail.
    const other = await reportedMessage(employer, student, student, 'Are you free Sunday?', 'other');
    const mails = await inboxCounts([employer.email, student.email]);
    const nothing = await api('actOnReport', {
      params: { id: other.reportId },
      token: moderator.token,
      body: { action: 'restore', reasonCode: 'other', note: 'Nothing to lift.' },
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('NOTHING_TO_RESTORE');
    expect(await deskReport(other.reportId)).toMatchObject({ state: 'new' });
    await expectNoNewMail(mails);
  });
});
