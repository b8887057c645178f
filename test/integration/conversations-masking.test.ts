import { beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT } from '../../shared/rules/contact-details';
import { disguisedContactDetails, ordinaryMessages } from '../../shared/rules/contact-details-table';
import { api } from './support/api';
import {
  appliedTo,
  decide,
  openConversation,
  sent,
  storedConversation,
  threadOf,
} from './support/conversations';
import { alertEveryEvent, newConfirmedFamily } from './support/family';
import { type Actor, newEmployer, newStudent } from './support/marketplace';

/*
 * Contact details stay hidden until it is safe, through the API: every row of the rule's table
 * (shared/rules/contact-details.test.ts) is sent as a message. What either party is shown is masked,
 * the sender is told, and the original is kept for moderation only, never returned. Acceptance
 * unlocks everything for an adult student; for a minor, phone numbers only where their guardian
 * allowed it, and never e-mail addresses, links or handles.
 */

let employer: Actor;
let adult: Actor;

beforeAll(async () => {
  [employer, adult] = await Promise.all([newEmployer('Dana'), newStudent('Sam')]);
});

const everyOriginal = (rows: readonly { text: string }[]) => rows.map((row) => row.text);

describe('before acceptance', () => {
  it('hides every disguised detail of the table from both parties, and tells the sender', async () => {
    const { id } = await openConversation(employer, adult);
    for (const [i, row] of disguisedContactDetails.entries()) {
      const who = i % 2 ? employer : adult;
      const res = await sent(who, id, row.text);
      expect(res.body.message.masked, row.text).toBe(true);
      expect(res.body.message.text, row.text).toContain(HIDDEN_CONTACT);
      expect(res.body.message.text, row.text).not.toContain(row.secret);
      expect(res.body.message.notice, row.text).toMatch(/^We hid .* until the application is accepted/);
    }
    for (const reader of [employer, adult]) {
      const raw = JSON.stringify(
        (await api('getConversation', { params: { id }, token: reader.token })).body,
      );
      const { messages } = await threadOf(reader, id);
      expect(messages).toHaveLength(disguisedContactDetails.length);
      for (const message of messages) {
        expect(message.masked).toBe(true);
        // The notice is the sender's alone.
        expect(message.notice === undefined).toBe(!message.mine);
      }
      for (const row of disguisedContactDetails) expect(raw, row.text).not.toContain(row.secret);
    }
    // The originals are kept, for moderation.
    const stored = JSON.stringify(await storedConversation(id));
    for (const text of everyOriginal(disguisedContactDetails)) expect(stored).toContain(JSON.stringify(text));
  });

  it('leaves every ordinary message of the table exactly as written', async () => {
    const { id } = await openConversation(employer, adult);
    for (const text of ordinaryMessages) {
      const res = await sent(adult, id, text);
      expect(res.body.message).toMatchObject({ text, masked: false });
      expect(res.body.message.notice).toBeUndefined();
    }
    const { messages } = await threadOf(employer, id);
    expect(messages.map((m) => m.text)).toEqual([...ordinaryMessages]);
  });
});

describe('after acceptance', () => {
  it('shows an adult student’s and their employer’s details as written', async () => {
    const { id } = await appliedTo(employer, adult);
    await decide(employer, adult, id, true);
    for (const row of disguisedContactDetails.slice(0, 20)) {
      const res = await sent(employer, id, row.text);
      expect(res.body.message, row.text).toMatchObject({ text: row.text, masked: false });
    }
  });

  it("keeps a minor's conversation masked, phones included, until their guardian allows phone numbers", async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 15);
    await alertEveryEvent(guardian, teen.userId);
    const { id } = await appliedTo(employer, teen);
    await decide(employer, teen, id, true);
    const phone = 'Call me at 512-555-0199';
    const mail = 'or write to dana.k@example.com';
    const before = await sent(employer, id, `${phone} ${mail}`);
    expect(before.body.message.text).toBe(`Call me at ${HIDDEN_CONTACT} or write to ${HIDDEN_CONTACT}`);
    expect(before.body.message.notice).toMatch(/For students under 18/);
    expect((await threadOf(teen, id)).conversation.unlocked).toEqual({
      phone: false,
      email: false,
      link: false,
      handle: false,
    });

    const allowed = await api('updateTeenSettings', {
      params: { id: teen.userId },
      token: guardian.token,
      body: {
        approvalRequired: false,
        maxDistanceMiles: null,
        allowedKinds: null,
        paused: false,
        emailMode: 'every',
        allowPhoneNumbers: true,
      },
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.teen.settings.allowPhoneNumbers).toBe(true);
    const after = await sent(teen, id, `${phone} ${mail}, snap: maya.k`);
    expect(after.body.message.text).toBe(`${phone} or write to ${HIDDEN_CONTACT}, ${HIDDEN_CONTACT}`);
    expect((await threadOf(employer, id)).conversation.unlocked).toEqual({
      phone: true,
      email: false,
      link: false,
      handle: false,
    });
  });

  it('unlocks nothing for a minor before acceptance, whatever the guardian allowed', async () => {
    const { teen, guardian } = await newConfirmedFamily('Nia', 16);
    const allowed = await api('updateTeenSettings', {
      params: { id: teen.userId },
      token: guardian.token,
      body: {
        approvalRequired: false,
        maxDistanceMiles: null,
        allowedKinds: null,
        paused: false,
        emailMode: 'digest',
        allowPhoneNumbers: true,
      },
    });
    expect(allowed.status).toBe(200);
    const { id } = await openConversation(employer, teen);
    const res = await sent(teen, id, 'my number is 512 555 0199');
    expect(res.body.message.text).toBe(`my number is ${HIDDEN_CONTACT}`);
  });
});

describe('the reviewer', () => {
  it("shows no student's e-mail address before acceptance, and never a minor's", async () => {
    const { teen, guardian } = await newConfirmedFamily('Ola', 15);
    await alertEveryEvent(guardian, teen.userId);
    const adultApplication = await appliedTo(employer, adult);
    const teenApplied = await api('applyToJob', {
      params: { id: adultApplication.jobId },
      token: teen.token,
      body: {},
    });
    const teenApplication = teenApplied.body.entity as string;
    const list = async () =>
      JSON.stringify(
        (await api('listJobApplications', { params: { id: adultApplication.jobId }, token: employer.token }))
          .body,
      );
    expect(await list()).not.toContain(adult.email);
    expect(await list()).not.toContain(teen.email);
    await decide(employer, adult, adultApplication.id, true);
    await decide(employer, teen, teenApplication, true);
    const after = await list();
    expect(after).toContain(adult.email);
    expect(after).not.toContain(teen.email);
    const one = await api('getApplication', { params: { id: teenApplication }, token: employer.token });
    expect(JSON.stringify(one.body)).not.toContain(teen.email);
  });
});
