import { beforeAll, describe, expect, it } from 'vitest';
import { limitKeyOf } from '../../functions/lib/limits';
import { closedReasonText, FORMER_STUDENT, MESSAGE_REMOVED } from '../../shared/rules/conversation';
import { limits } from '../../shared/rules/limits';
import { api } from './support/api';
import {
  appliedTo,
  openConversation,
  send,
  sent,
  storedConversation,
  threadOf,
} from './support/conversations';
import { alertEveryEvent, newConfirmedFamily } from './support/family';
import {
  type Actor,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from './support/marketplace';
import { readItem } from './support/tables';

/*
 * Safety and limits: what a message may be (2,000 characters, not blank, no unknown field, no control
 * character), how many a person may send, reporting a message to the support mailbox with its
 * original text, blocking (by a party, or a teen's guardian on the teen's behalf), and what happens
 * to a conversation when an account is deleted or its data downloaded.
 */

const SUPPORT = 'support@neighbourhoodjobs.local';

let employer: Actor;
let student: Actor;

beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Dana'), newStudent('Sam')]);
});

describe('what a message may be', () => {
  it('takes 2,000 characters and refuses more, a blank one, an unknown field and control characters, writing nothing', async () => {
    const { id } = await openConversation(employer, student);
    const longest = 'a'.repeat(2000);
    expect((await send(student, id, longest)).status).toBe(201);
    const before = await storedConversation(id);
    const cases: [unknown, string][] = [
      [{ text: 'a'.repeat(2001) }, 'Messages can be at most 2,000 characters.'],
      [{ text: '   \n  ' }, 'Please write a message.'],
      [{ text: '' }, 'Please write a message.'],
      [{}, 'Please write a message.'],
      [{ text: 'hi', sender: 'employer' }, 'Unknown field "sender".'],
      [{ text: 'pay me\u0007 now' }, expect.stringMatching(/hidden characters/) as unknown as string],
      [{ text: 'look \u202eevil' }, expect.stringMatching(/hidden characters/) as unknown as string],
    ];
    for (const [body, message] of cases) {
      const res = await api('sendMessage', { params: { id }, token: student.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toEqual(message);
    }
    expect(await storedConversation(id)).toEqual(before);
  });

  it('keeps line breaks and renders nothing: text is text', async () => {
    const { id } = await openConversation(employer, student);
    const text = 'Line one\nLine two <b>not bold</b> &amp;';
    const res = await sent(employer, id, text);
    expect(res.body.message.text).toBe(text);
    expect((await threadOf(student, id)).messages[0]?.text).toBe(text);
  });

  it('is refused for a guardian: they read along, they do not write', async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 15);
    await alertEveryEvent(guardian, teen.userId);
    const { id } = await openConversation(employer, teen);
    const res = await send(guardian, id, 'Hello from Maya’s mum');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('GUARDIAN_READ_ONLY');
    expect((await threadOf(guardian, id)).conversation).toMatchObject({
      viewer: 'guardian',
      canWrite: false,
    });
  });
});

describe('limits', () => {
  it('takes 60 messages an hour from one person, then answers 429 with Retry-After and writes nothing', async () => {
    const [writer, boss] = await Promise.all([newStudent('Kim'), newEmployer('Lou')]);
    const { id } = await openConversation(boss, writer);
    for (let i = 1; i <= limits.messageHour.max; i++) await sent(writer, id, `Note ${i}`);
    const before = await storedConversation(id);
    const refused = await send(writer, id, 'One more');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(limits.messageHour.message);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedConversation(id)).toEqual(before);
    // The other party is not held back by it.
    await sent(boss, id, 'No rush!');
  });

  it('counts every message sent toward the day’s 300 too, and only those', async () => {
    const [writer, boss] = await Promise.all([newStudent('Kai'), newEmployer('Mo')]);
    const { id } = await openConversation(boss, writer);
    await sent(writer, id, 'one');
    await sent(writer, id, 'two');
    expect((await send(writer, id, '')).status).toBe(400);
    const day = await readItem('limits', { limitKey: limitKeyOf('messageDay', writer.userId) });
    expect(day?.used).toBe(2);
    expect(limits.messageDay.max).toBe(300);
  });
});

describe('reporting a message', () => {
  it('reaches the support mailbox with its original text and the thread id, once per reporter', async () => {
    // Other files report messages to the same support mailbox at the same time: this job's title tells
    // this report's mail apart.
    const title = uniqueTitle('Reported thread');
    const { id } = await openConversation(employer, student, title);
    const message = await sent(
      employer,
      id,
      'Text me on 512 555 0199, we can sort the money outside the app',
    );
    const messageId = message.body.message.id as string;
    const path = { id, messageId };
    const own = await api('reportMessage', { params: path, token: employer.token, body: { reason: 'spam' } });
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('OWN_MESSAGE');
    const res = await api('reportMessage', {
      params: path,
      token: student.token,
      body: { reason: 'meet-elsewhere', details: 'Keeps asking for my number.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [mail] = await expectMails(SUPPORT, `Message reported: ${title}`, 1);
    const text = mail?.body.text ?? '';
    expect(text).toContain('Text me on 512 555 0199, we can sort the money outside the app');
    expect(text).toContain(id);
    expect(text).toContain(messageId);
    expect(text).toContain('Asking to meet or talk somewhere else');
    expect(text).toContain('Keeps asking for my number.');
    // Kept with the report, for the moderation desk.
    const stored = (await storedConversation(id)).find((item) => String(item.itemKey).startsWith('REPORT#'));
    expect(stored).toMatchObject({
      messageId,
      reason: 'meet-elsewhere',
      originalText: 'Text me on 512 555 0199, we can sort the money outside the app',
    });
    const again = await api('reportMessage', {
      params: path,
      token: student.token,
      body: { reason: 'spam' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_REPORTED');
    await expectMails(SUPPORT, `Message reported: ${title}`, 1);
  });

  it('refuses a made-up message id and a bad reason, sending nothing', async () => {
    const title = uniqueTitle('Unreported thread');
    const { id } = await openConversation(employer, student, title);
    const message = await sent(employer, id, 'Hello');
    const real = message.body.message.id as string;
    const before = await inboxCounts([{ address: SUPPORT, mentioning: title }]);
    const forged = `${real.slice(0, 24)}${'0'.repeat(12)}`;
    for (const messageId of [forged, '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b']) {
      const res = await api('reportMessage', {
        params: { id, messageId },
        token: student.token,
        body: { reason: 'spam' },
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('MESSAGE_NOT_FOUND');
    }
    const bad = await api('reportMessage', {
      params: { id, messageId: real },
      token: student.token,
      body: { reason: 'boring' },
    });
    expect(bad.status).toBe(400);
    await expectNoNewMail(before);
  });
});

describe('blocking', () => {
  it('lets a guardian block on their teen’s behalf: read-only for both, and the employer cannot come back', async () => {
    const { teen, guardian } = await newConfirmedFamily('Nia', 15);
    await alertEveryEvent(guardian, teen.userId);
    const boss = await newEmployer('Vic');
    const { id } = await openConversation(boss, teen);
    // Another application of the teen's to the same employer, made before the block.
    const other = (await appliedTo(boss, teen)).id;
    await sent(boss, id, 'Hi Nia');
    const blocked = await api('blockConversation', { params: { id }, token: guardian.token });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body.conversation).toMatchObject({
      readOnly: true,
      closedReason: 'blocked',
      canBlock: false,
    });
    for (const who of [boss, teen]) {
      const res = await send(who, id, 'Still there?');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(closedReasonText.blocked);
    }
    const again = await api('blockConversation', { params: { id }, token: teen.token });
    expect(again.status).toBe(409);

    // The employer can no longer show interest in, or accept, the teen.
    const interest = await api('expressInterest', { params: { id: other }, token: boss.token, body: {} });
    expect(interest.status).toBe(403);
    expect(interest.body.code).toBe('STUDENT_BLOCKED');
    const accept = await api('reviewApplication', {
      token: boss.token,
      body: { applicantId: teen.userId, applicationId: other, reviewDecision: true },
    });
    expect(accept.status).toBe(403);
    expect(await storedConversation(other)).toEqual([]);
    // And the teen no longer applies to the employer's jobs.
    const newJob = await postJob(boss);
    const apply = await api('applyToJob', { params: { id: newJob }, token: teen.token, body: {} });
    expect(apply.status).toBe(403);
    expect(apply.body.code).toBe('EMPLOYER_BLOCKED');
  });

  it('lets either party block too', async () => {
    const [writer, boss] = await Promise.all([newStudent('Ari'), newEmployer('Bo')]);
    const { id } = await openConversation(boss, writer);
    const res = await api('blockConversation', { params: { id }, token: boss.token });
    expect(res.status).toBe(200);
    expect((await threadOf(writer, id)).conversation.closedReason).toBe('blocked');
  });
});

describe('account deletion and export', () => {
  it('leaves the employer the thread: a Former student, whose messages are removed, read-only', async () => {
    const [leaver, boss] = await Promise.all([newStudent('Zed'), newEmployer('Ina')]);
    const { id } = await openConversation(boss, leaver);
    await sent(leaver, id, 'I will be there at 9.');
    await sent(boss, id, 'Great, thank you!');
    const deleted = await api('deleteAccount', { token: leaver.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const after = await threadOf(boss, id);
    expect(after.conversation).toMatchObject({
      otherPartyFirstName: FORMER_STUDENT,
      readOnly: true,
      closedReason: 'student-deleted',
    });
    expect(after.messages.map((m) => [m.text, m.removed])).toEqual([
      [MESSAGE_REMOVED, true],
      ['Great, thank you!', false],
    ]);
    expect(JSON.stringify(await storedConversation(id))).not.toContain('I will be there at 9.');
  });

  it('puts one’s own messages in "Download my data", as the other party saw them', async () => {
    const [writer, boss] = await Promise.all([newStudent('Uma'), newEmployer('Rex')]);
    const { id } = await openConversation(boss, writer);
    await sent(writer, id, 'Hello! I can start Monday.');
    await sent(writer, id, 'Call me: 512 555 0199');
    await sent(boss, id, 'Lovely.');
    const res = await api('exportAccountData', { token: writer.token });
    expect(res.status).toBe(200);
    const conversation = (
      res.body.conversations as { conversationId: string; messages: { text: string }[] }[]
    ).find((c) => c.conversationId === id);
    expect(conversation?.messages.map((m) => m.text)).toEqual([
      'Hello! I can start Monday.',
      'Call me: [contact details hidden]',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('512 555 0199');
  });
});
