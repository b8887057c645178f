import { beforeAll, describe, expect, it } from 'vitest';
import { closedReasonText, guardianLine } from '../../shared/rules/conversation';
import { api } from './support/api';
import {
  appliedTo,
  connectLive,
  decide,
  liveAnswer,
  openConversation,
  send,
  sent,
  showInterest,
  storedConversation,
  thread,
  threadOf,
} from './support/conversations';
import { alertEveryEvent, newConfirmedFamily } from './support/family';
import { type Actor, newEmployer, newStudent, newTeen } from './support/marketplace';

/*
 * When a conversation exists and who is in it: it opens on the employer's interest or acceptance,
 * never before (a student cannot be contacted cold, nor write first); it becomes read-only when the
 * application is rejected, withdrawn or its job removed or filled, and the thread says why; both
 * sides write, and a new message reaches the other side's open page at once.
 */

let employer: Actor;
let student: Actor;
let teen: Actor;

beforeAll(async () => {
  [employer, student, teen] = await Promise.all([newEmployer('Dana'), newStudent('Sam'), newTeen('Maya')]);
});

describe('opening', () => {
  it('does not exist before the employer shows interest: nobody can read or write it', async () => {
    const { id } = await appliedTo(employer, student);
    for (const who of [employer, student]) {
      const read = await thread(who, id);
      expect(read.status).toBe(404);
      expect(read.body.code).toBe('CONVERSATION_NOT_FOUND');
    }
    const first = await send(student, id, 'Hi! Can I come on Saturday?');
    expect(first.status).toBe(404);
    expect(await storedConversation(id)).toEqual([]);
    const inbox = await api('listConversations', { token: student.token });
    expect(inbox.body.conversations.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('opens on interest, empty, for both sides, and lists in both inboxes', async () => {
    const { id, jobId } = await openConversation(employer, student);
    const forStudent = await threadOf(student, id);
    expect(forStudent.messages).toEqual([]);
    expect(forStudent.conversation).toMatchObject({
      id,
      applicationId: id,
      jobId,
      viewer: 'student',
      otherPartyFirstName: 'Dana',
      stage: 'interest',
      readOnly: false,
      canWrite: true,
      guardianLine: null,
      unlocked: { phone: false, email: false, link: false, handle: false },
    });
    const forEmployer = await threadOf(employer, id);
    expect(forEmployer.conversation).toMatchObject({ viewer: 'employer', otherPartyFirstName: 'Sam' });
    for (const who of [student, employer]) {
      const inbox = await api('listConversations', { token: who.token });
      expect(inbox.status).toBe(200);
      expect(inbox.body.conversations.find((c: { id: string }) => c.id === id)).toMatchObject({
        id,
        applicationId: id,
        jobId,
        unreadCount: 0,
        lastMessageAt: null,
        readOnly: false,
      });
    }
  });

  it('opens on acceptance when no interest came first, with contact details unlocked for an adult', async () => {
    const { id } = await appliedTo(employer, student);
    expect(await storedConversation(id)).toEqual([]);
    await decide(employer, student, id, true);
    const opened = await threadOf(student, id);
    expect(opened.conversation).toMatchObject({ stage: 'accepted', canWrite: true });
    expect(opened.conversation.unlocked).toEqual({ phone: true, email: true, link: true, handle: true });
  });

  it("tells both sides a teen's guardian reads along", async () => {
    const { id } = await openConversation(employer, teen);
    for (const who of [teen, employer]) {
      const { conversation } = await threadOf(who, id);
      expect(conversation.guardianLine).toBe(guardianLine('Priya', 'Maya'));
    }
  });

  it('stops naming a guardian who deleted their account', async () => {
    const { teen: noor, guardian } = await newConfirmedFamily('Noor', 15);
    await alertEveryEvent(guardian, noor.userId);
    const { id } = await openConversation(employer, noor);
    expect((await threadOf(guardian, id)).conversation.guardianLine).toBe(
      guardianLine(guardian.firstName, 'Noor'),
    );
    const deleted = await api('deleteAccount', { token: guardian.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const who of [noor, employer]) {
      expect((await threadOf(who, id)).conversation.guardianLine).toBeNull();
    }
    const meta = (await storedConversation(id)).find((item) => item.itemKey === 'META');
    expect(meta).toBeDefined();
    expect(meta).not.toHaveProperty('guardianId');
  });
});

describe('writing', () => {
  it('keeps both sides’ messages oldest first, counts what each has not read, and pages with cursors', async () => {
    const { id } = await openConversation(employer, student);
    await sent(employer, id, 'Hello Sam, are you free on Saturday at 10?');
    await sent(student, id, 'Yes! I can come at 10:15.');
    await sent(employer, id, 'Great, see you then.');
    const forStudent = await threadOf(student, id);
    expect(forStudent.messages.map((m) => [m.sender, m.mine, m.text])).toEqual([
      ['employer', false, 'Hello Sam, are you free on Saturday at 10?'],
      ['student', true, 'Yes! I can come at 10:15.'],
      ['employer', false, 'Great, see you then.'],
    ]);
    expect(forStudent.conversation.unreadCount).toBe(2);
    expect(forStudent.before).toBeNull();
    // Only what is new after the reader's cursor.
    expect((await threadOf(student, id, { after: forStudent.after })).messages).toEqual([]);
    await sent(student, id, 'Should I bring anything?');
    const fresh = await threadOf(employer, id, { after: forStudent.after });
    expect(fresh.messages.map((m) => m.text)).toEqual(['Should I bring anything?']);
    // Marked read: the count is 0 for that reader only.
    const read = await api('markConversationRead', { params: { id }, token: student.token });
    expect(read.status).toBe(200);
    expect((await threadOf(student, id)).conversation.unreadCount).toBe(0);
    expect((await threadOf(employer, id)).conversation.unreadCount).toBe(2);
  });

  it('pages back through a long thread with `before`, reading only the page', async () => {
    const { id } = await openConversation(employer, student);
    for (let i = 1; i <= 55; i++) await sent(i % 2 ? employer : student, id, `Message ${i}`);
    const newest = await threadOf(student, id);
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages[0]?.text).toBe('Message 6');
    expect(newest.messages.at(-1)?.text).toBe('Message 55');
    const older = await threadOf(student, id, { before: newest.before as string });
    expect(older.messages.map((m) => m.text)).toEqual([1, 2, 3, 4, 5].map((i) => `Message ${i}`));
    expect(older.before).toBeNull();
  });

  it('refuses a forged cursor with a 400, and both cursors at once', async () => {
    const { id } = await openConversation(employer, student);
    for (const after of ['bm90LWEtY3Vyc29y', 'bTEyMzQ1Njc4OTAxMjM', 'x']) {
      const res = await thread(student, id, { after });
      expect(res.status, after).toBe(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    }
    const both = await thread(student, id, { before: 'bTE', after: 'bTE' });
    expect(both.status).toBe(400);
  });

  it('delivers a new message to the other side’s open page at once', async () => {
    const { id } = await openConversation(employer, student);
    const live = await connectLive(student.token);
    try {
      const message = await sent(employer, id, 'Can you also water the plants?');
      const event = await live.next();
      expect(event).toMatchObject({
        type: 'message',
        conversationId: id,
        message: { id: message.body.message.id, text: 'Can you also water the plants?', mine: false },
        after: message.body.after,
      });
    } finally {
      await live.close();
    }
  });

  it('refuses a live connection without a valid token, or with a token of no role', async () => {
    expect(await liveAnswer(['nj-live.v1'])).toBe(401);
    expect(await liveAnswer(['nj-live.v1', 'not.a.token'])).toBe(401);
    expect(await liveAnswer(['something-else', student.token])).toBe(401);
    expect(await liveAnswer(['nj-live.v1', student.token])).toBe(101);
  });
});

describe('closing', () => {
  const expectClosed = async (id: string, reason: keyof typeof closedReasonText) => {
    for (const who of [employer, student]) {
      const { conversation } = await threadOf(who, id);
      expect(conversation).toMatchObject({
        readOnly: true,
        canWrite: false,
        closedReason: reason,
        closedText: closedReasonText[reason],
      });
    }
    const before = await storedConversation(id);
    const refused = await send(student, id, 'Are you sure?');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONVERSATION_CLOSED', message: closedReasonText[reason] });
    expect(await storedConversation(id)).toEqual(before);
  };

  it('is read-only once the application is rejected', async () => {
    const { id } = await openConversation(employer, student);
    await sent(employer, id, 'Thanks for applying.');
    await decide(employer, student, id, false);
    await expectClosed(id, 'rejected');
    // The messages stay readable.
    expect((await threadOf(student, id)).messages).toHaveLength(1);
  });

  it('is read-only once the student withdraws', async () => {
    const { id } = await openConversation(employer, student);
    const withdrawn = await api('withdrawApplication', { params: { id }, token: student.token });
    expect(withdrawn.status).toBe(200);
    await expectClosed(id, 'withdrawn');
  });

  it('is read-only once the job is removed, accepted or not', async () => {
    const pending = await openConversation(employer, student);
    const other = await newStudent('Ria');
    // A second applicant to the same job, accepted.
    const secondJob = await api('applyToJob', {
      params: { id: pending.jobId },
      token: other.token,
      body: {},
    });
    expect(secondJob.status).toBe(200);
    const acceptedId = secondJob.body.entity as string;
    await decide(employer, other, acceptedId, true);
    const removed = await api('deleteJob', { params: { id: pending.jobId }, token: employer.token });
    expect(removed.status).toBe(200);
    await expectClosed(pending.id, 'job-removed');
    const { conversation } = await threadOf(other, acceptedId);
    expect(conversation.closedReason).toBe('job-removed');
  });

  it('is read-only for a pending application once the job is filled, and stays open for the one accepted', async () => {
    const pending = await openConversation(employer, student);
    const hired = await newStudent('Lee');
    const applied = await api('applyToJob', { params: { id: pending.jobId }, token: hired.token, body: {} });
    const hiredId = applied.body.entity as string;
    await showInterest(employer, hiredId);
    await decide(employer, hired, hiredId, true);
    const filled = await api('closeJob', { params: { id: pending.jobId }, token: employer.token });
    expect(filled.status).toBe(200);
    await expectClosed(pending.id, 'job-filled');
    expect((await threadOf(hired, hiredId)).conversation.canWrite).toBe(true);
  });
});
