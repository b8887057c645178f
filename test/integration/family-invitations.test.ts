import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { LOCAL_SECRETS, SUPPORT_EMAIL } from '../../scripts/local/stack';
import {
  latestCode,
  newEmail,
  PASSWORD,
  poolClient,
  register,
  signIn,
  teenPayload,
} from './support/accounts';
import { api, functionsClient, stack } from './support/api';
import {
  acceptInvitation,
  INVITATION_SUBJECT,
  invitationToken,
  newConfirmedFamily,
  newInvitedTeen,
} from './support/family';
import {
  expectMails,
  expectNoNewMail,
  inboxCounts,
  mailsTo,
  newEmployer,
  postJob,
} from './support/marketplace';
import { readItem } from './support/tables';
import { asIfInvitedYesterday } from './support/time-travel';

/*
 * A confirmed guardian. Every flow over HTTP with the exact mails it sends, and does not
 * send, read from the local SES inbox; every refused link is a 400 that changes nothing.
 */

/** Another spelling of the same mailbox: `name+tag@domain`. */
function plusTag(address: string, tag: string): string {
  const [local, domain] = address.split('@');
  return `${local}+${tag}@${domain}`;
}

/** The teen corrects their guardian's name and address. */
const correctTo = (teen: { token: string }, parentEmail: string, parentName = 'Priya Patel') =>
  api('correctGuardian', { token: teen.token, body: { parentName, parentEmail } });

const teenRecord = (userId: string) => readItem<Record<string, unknown>>('users', { userId });
const profileOf = async (token: string) => (await api('getOwnProfile', { token })).body.data;

/** A token for `claims`, signed with the local stack's link key (to make an expired or foreign one). */
function signLocally(claims: Record<string, unknown>): string {
  const secrets = JSON.parse(readFileSync(path.join(stack().dataDir, 'secrets.json'), 'utf8')) as Record<
    string,
    { value: string }
  >;
  const key = secrets[LOCAL_SECRETS.linkSigning]?.value;
  if (!key) throw new Error('No local link-signing key');
  const body = `v1.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe('the invitation', () => {
  it('goes to the guardian once the teen verifies, and is the only mail to that address', async () => {
    const payload = teenPayload({ firstName: 'Maya', age: 14 });
    await register(payload);
    // Registered but not verified: nobody has proved anything, the guardian hears nothing.
    await expectNoNewMail({ [payload.parentEmail]: 0 });
    const verified = await api('verifyUser', {
      body: { userId: payload.emailId, verificationCode: latestCode(payload.emailId) },
    });
    expect(verified.status).toBe(200);
    const [mail] = await expectMails(payload.parentEmail, '', 1);
    expect(mail?.subject).toBe('Confirm you are Maya Rivera’s parent or guardian');
    // The token rides in the fragment, which no server sees (nor logs, nor gets as a Referer).
    expect(mail?.body.text).toContain('/family/invitation#token=');
    expect(mail?.body.html).toContain('/family/invitation#token&#61;');
    expect(`${mail?.body.text}${mail?.body.html}`).not.toContain('?token=');
    expect(mail?.body.text).toMatch(/This link works until:\s+\w+ \d+, \d{4}/);
    // It names the child in its sentences, so a parent of several knows which one it is about.
    expect(mail?.body.text).toContain('Maya has just created a Neighbourhood Jobs account');
    expect(mail?.body.text).toContain('Helping Maya stay safe');
    expect(mail?.body.text).toContain('If Maya is not your child');
    expect(mail?.body.text).not.toMatch(/\bThey (have|named)\b/);
  });

  it('goes out however the teen confirmed: straight against Cognito too (the pool trigger)', async () => {
    const payload = teenPayload({ firstName: 'Noor', age: 13 });
    await register(payload);
    const { clientId, secretHash } = await functionsClient(payload.emailId);
    await poolClient().send(
      new ConfirmSignUpCommand({
        ClientId: clientId,
        SecretHash: secretHash,
        Username: payload.emailId,
        ConfirmationCode: latestCode(payload.emailId),
      }),
    );
    await invitationToken(payload.parentEmail);
  });

  it('announces a second child of the same parent too', async () => {
    const parentEmail = newEmail('parent');
    await newInvitedTeen('Maya', 14, parentEmail);
    await newInvitedTeen('Alex', 16, parentEmail);
    const mails = await expectMails(parentEmail, INVITATION_SUBJECT, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirm you are Alex Rivera’s parent or guardian',
      'Confirm you are Maya Rivera’s parent or guardian',
    ]);
  });

  it('shows the page what it needs, and changes nothing', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const token = await invitationToken(teen.parentEmail as string);
    const before = await teenRecord(teen.userId);
    const res = await api('readGuardianInvitation', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      teenFirstName: 'Maya',
      guardianName: 'Priya Patel',
      guardianEmail: teen.parentEmail,
      accountExists: false,
    });
    expect(await teenRecord(teen.userId)).toEqual(before);
  });
});

describe('confirming', () => {
  it('makes the guardian account, links the teen, and signs the guardian in', async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 14);
    expect((await profileOf(guardian.token)).roleId).toBe(3);
    const family = await api('getFamily', { token: guardian.token });
    expect(family.status).toBe(200);
    expect(family.body.teens.map((t: { firstName: string }) => t.firstName)).toEqual(['Maya']);
    const teenProfile = await profileOf(teen.token);
    expect(teenProfile.guardian).toMatchObject({ status: 'confirmed', email: guardian.email });
    // The guardian signs in again later on either tab: a parent's account has no tab of its own.
    expect((await signIn(guardian.email, 1)).idToken).toBeTruthy();
  });

  it('links a second child to the same account when the signed-in guardian confirms', async () => {
    const first = await newConfirmedFamily('Maya', 14);
    const second = await newConfirmedFamily('Alex', 16, first.guardian);
    expect(second.guardian.userId).toBe(first.guardian.userId);
    const family = await api('getFamily', { token: first.guardian.token });
    expect(family.body.teens.map((t: { firstName: string }) => t.firstName)).toEqual(['Alex', 'Maya']);
    // Defaults by age: 13–15 need approval and hear of every event; 16–17 neither.
    const byName = Object.fromEntries(
      family.body.teens.map((t: { firstName: string; settings: unknown }) => [t.firstName, t.settings]),
    );
    expect(byName.Maya).toMatchObject({ approvalRequired: true, emailMode: 'every' });
    expect(byName.Alex).toMatchObject({ approvalRequired: false, emailMode: 'digest' });
  });

  it('refuses a signed-in guardian whose mailbox is not the invited one, and changes nothing', async () => {
    // A guardian of one teen who got hold of another teen's link (forwarded, shoulder-surfed) must
    // not become that teen's guardian: the link proves only the invited mailbox.
    const { guardian: stranger } = await newConfirmedFamily('Alex', 16);
    const teen = await newInvitedTeen('Maya', 14);
    const token = await invitationToken(teen.parentEmail as string);
    const before = await teenRecord(teen.userId);
    const inbox = await inboxCounts([teen.parentEmail as string, stranger.email, teen.email]);
    const res = await api('confirmGuardianInvitation', { token: stranger.token, body: { token } });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toMatchObject({
      code: 'NOT_INVITED_ADDRESS',
      message: 'Sign in with the address the invitation was sent to.',
    });
    expect(await teenRecord(teen.userId)).toEqual(before);
    const family = await api('getFamily', { token: stranger.token });
    expect(family.body.teens.map((t: { firstName: string }) => t.firstName)).toEqual(['Alex']);
    await expectNoNewMail(inbox);
    // The link still works for the invited mailbox.
    expect((await api('readGuardianInvitation', { body: { token } })).status).toBe(200);
  });

  it('confirms a signed-in guardian at another spelling of the invited mailbox, keeping the invited address', async () => {
    const first = await newConfirmedFamily('Alex', 16);
    const tagged = plusTag(first.guardian.email, 'kids');
    const teen = await newInvitedTeen('Maya', 14, tagged);
    const token = await invitationToken(tagged);
    const res = await api('confirmGuardianInvitation', { token: first.guardian.token, body: { token } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const record = await teenRecord(teen.userId);
    expect(record).toMatchObject({ guardianStatus: 'confirmed', guardianId: first.guardian.userId });
    // The address the teen gave (and the invitation proved) is the one kept: confirming rewrites it never.
    expect(record?.parentEmail).toBe(tagged);
  });

  it('refuses a reused link with a 400 that changes nothing', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const token = await invitationToken(teen.parentEmail as string);
    await acceptInvitation(token);
    const after = await teenRecord(teen.userId);
    for (const [route, body] of [
      ['readGuardianInvitation', { token }],
      ['acceptGuardianInvitation', { token, firstName: 'Eve', lastName: 'Other', password: PASSWORD }],
      ['declineGuardianInvitation', { token }],
    ] as const) {
      const res = await api(route, { body });
      expect(res.status, route).toBe(400);
      expect(res.body.code, route).toBe('LINK_USED');
    }
    expect(await teenRecord(teen.userId)).toEqual(after);
  });

  it('refuses forged, expired and foreign links with a 400 that changes nothing', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const token = await invitationToken(teen.parentEmail as string);
    const before = await teenRecord(teen.userId);
    const nonce = before?.guardianNonce as string;
    const [version, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString('utf8'));
    const forged = `${version}.${Buffer.from(JSON.stringify({ ...claims, subject: 'someone-else' })).toString('base64url')}.${signature}`;
    const expired = signLocally({ ...claims, expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const otherPurpose = signLocally({ ...claims, purpose: 'guardian-approval' });
    // The same signature bytes spelled another way: a base64url digit whose unused low bits differ.
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = digits.indexOf((signature as string).slice(-1));
    const respelled = `${version}.${payload}.${(signature as string).slice(0, -1)}${digits[last ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[2] as string, 'base64url')).toEqual(
      Buffer.from(signature as string, 'base64url'),
    );
    const cases = [
      [respelled, 'INVALID_LINK'],
      [forged, 'INVALID_LINK'],
      [`${token}x`, 'INVALID_LINK'],
      [otherPurpose, 'INVALID_LINK'],
      [expired, 'LINK_EXPIRED'],
    ] as const;
    const inbox = await inboxCounts([
      teen.parentEmail as string,
      { address: SUPPORT_EMAIL, mentioning: teen.email },
    ]);
    for (const [bad, code] of cases) {
      for (const route of ['readGuardianInvitation', 'declineGuardianInvitation'] as const) {
        const res = await api(route, { body: { token: bad } });
        expect(res.status, `${route} ${code}`).toBe(400);
        expect(res.body.code).toBe(code);
      }
      const accept = await api('acceptGuardianInvitation', {
        body: { token: bad, firstName: 'Eve', lastName: 'Other', password: PASSWORD },
      });
      expect(accept.status).toBe(400);
    }
    expect((await teenRecord(teen.userId))?.guardianNonce).toBe(nonce);
    expect(await teenRecord(teen.userId)).toEqual(before);
    await expectNoNewMail(inbox);
  });

  it('gives twenty accepts at once one account and one confirmation', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const token = await invitationToken(teen.parentEmail as string);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('acceptGuardianInvitation', {
          body: { token, firstName: 'Priya', lastName: 'Patel', password: PASSWORD },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 400 || status === 409)).toBe(true);
    expect((await teenRecord(teen.userId))?.guardianStatus).toBe('confirmed');
  });
});

describe('declining', () => {
  it('pauses the teen, tells support, and mails nobody else', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const employer = await newEmployer();
    const jobId = await postJob(employer);
    const token = await invitationToken(teen.parentEmail as string);
    const res = await api('declineGuardianInvitation', { body: { token } });
    expect(res.status).toBe(200);
    const [alert] = await expectMails(SUPPORT_EMAIL, 'Guardian declined: Maya Rivera', 1);
    expect(alert?.body.text).toContain(teen.email);
    expect((await profileOf(teen.token)).guardian.status).toBe('declined');
    const inbox = await inboxCounts([teen.email, teen.parentEmail as string, employer.email]);
    const apply = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(apply.status).toBe(403);
    expect(apply.body.code).toBe('GUARDIAN_DECLINED');
    await expectNoNewMail(inbox);
  });
});

describe('the teen resends and corrects', () => {
  it('resends once a day, 3 times in all, each new link voiding the old one', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const parent = teen.parentEmail as string;
    let token = await invitationToken(parent);
    const tooSoon = await api('resendGuardianInvitation', { token: teen.token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe('RESEND_TOO_SOON');
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let sent = 1; sent <= 3; sent++) {
      await asIfInvitedYesterday(teen.userId);
      const res = await api('resendGuardianInvitation', { token: teen.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.profile.data.guardian.resendsLeft).toBe(3 - sent);
      const old = token;
      token = await invitationToken(parent, 1 + sent);
      const stale = await api('readGuardianInvitation', { body: { token: old } });
      expect(stale.status).toBe(400);
      expect(stale.body.code).toBe('LINK_REPLACED');
    }
    await asIfInvitedYesterday(teen.userId);
    const used = await api('resendGuardianInvitation', { token: teen.token });
    expect(used.status).toBe(429);
    expect(used.body.code).toBe('RESENDS_USED');
    await expectMails(parent, INVITATION_SUBJECT, 4);
    expect((await api('readGuardianInvitation', { body: { token } })).status).toBe(200);
  });

  it('corrects a mistyped address: the old link stops working and the new address is invited', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const wrong = teen.parentEmail as string;
    const oldToken = await invitationToken(wrong);
    const right = newEmail('parent');
    const own = await api('correctGuardian', {
      token: teen.token,
      body: { parentName: 'Priya Patel', parentEmail: teen.email },
    });
    expect(own.status).toBe(400);
    const res = await api('correctGuardian', {
      token: teen.token,
      body: { parentName: 'Priya Patel', parentEmail: right },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile.data).toMatchObject({ parentEmail: right, guardian: { status: 'invited' } });
    const stale = await api('readGuardianInvitation', { body: { token: oldToken } });
    expect(stale.status).toBe(400);
    const token = await invitationToken(right);
    await acceptInvitation(token);
    // The wrong address got its one invitation and nothing more.
    await expectMails(wrong, '', 1);
    // After confirmation only the guardian can change it.
    const late = await api('correctGuardian', {
      token: teen.token,
      body: { parentName: 'Someone Else', parentEmail: newEmail('parent') },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('GUARDIAN_CONFIRMED');
  });

  it('treats another spelling of the invited mailbox as the same address', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const parent = teen.parentEmail as string;
    await invitationToken(parent);
    const before = await teenRecord(teen.userId);
    const inbox = await inboxCounts([parent, plusTag(parent, 'again')]);
    const res = await correctTo(teen, plusTag(parent, 'again'), 'Dear Neighbour');
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.code).toBe('SAME_ADDRESS');
    expect(await teenRecord(teen.userId)).toEqual(before);
    await expectNoNewMail(inbox);
  });

  it('sends one mailbox at most one invitation a day a teen chose to send, whoever sends it', async () => {
    const first = await newInvitedTeen('Maya', 14);
    const parent = first.parentEmail as string;
    await invitationToken(parent);
    // Another teen account names the same mailbox (another spelling) the same day: refused, unmailed.
    const other = await newInvitedTeen('Alex', 15);
    await invitationToken(other.parentEmail as string);
    const before = await teenRecord(other.userId);
    const inbox = await inboxCounts([parent, plusTag(parent, 'x')]);
    const res = await correctTo(other, plusTag(parent, 'x'), 'Any Words');
    expect(res.status, JSON.stringify(res.body)).toBe(429);
    expect(res.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'We have sent an invitation to this address today. Please try again tomorrow.',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await teenRecord(other.userId)).toEqual(before);
    await expectNoNewMail(inbox);
    // A day later a brother signs up naming the same parent: his invitation is the announcement and
    // goes, and it is the mailbox's one for the day, so the sister's resend (due by her own rule) waits.
    await asIfInvitedYesterday(first.userId);
    await newInvitedTeen('Sam', 13, parent);
    await invitationToken(parent, 2);
    const after = await inboxCounts([parent]);
    const resend = await api('resendGuardianInvitation', { token: first.token });
    expect(resend.status, JSON.stringify(resend.body)).toBe(429);
    expect(resend.body.code).toBe('TOO_MANY_REQUESTS');
    await expectNoNewMail(after);
  });

  it('never gives a correction its resends back', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    await invitationToken(teen.parentEmail as string);
    await asIfInvitedYesterday(teen.userId);
    const resent = await api('resendGuardianInvitation', { token: teen.token });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.profile.data.guardian.resendsLeft).toBe(2);
    const corrected = await correctTo(teen, newEmail('parent'));
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.profile.data.guardian.resendsLeft).toBe(2);
  });

  it('keeps the parent fields read-only on the profile', async () => {
    const { teen } = await newConfirmedFamily('Maya', 14);
    const res = await api('updateOwnProfile', {
      token: teen.token,
      body: { id: teen.userId, entity: teen.userId, data: { parentEmail: newEmail('parent') } },
    });
    expect(res.status).toBe(400);
  });
});

describe('mails before confirmation', () => {
  it('sends the invited address nothing but the invitation, however much the teen applies', async () => {
    const teen = await newInvitedTeen('Maya', 16);
    // An employer may post 20 jobs a day: two of them post 15 each.
    const employers = await Promise.all([newEmployer(), newEmployer('Jo')]);
    const parent = teen.parentEmail as string;
    await invitationToken(parent);
    const jobIds = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postJob(employers[i % 2] ?? employers[0])),
    );
    for (const jobId of jobIds) {
      const res = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await expectMails(teen.email, 'was sent', 30);
    expect(await mailsTo(parent)).toHaveLength(1);
  }, 120_000);
});

describe('a teen who is not a minor', () => {
  it('gets no invitation and no guardian', async () => {
    const payload = { ...teenPayload({ age: 19 }) };
    await register(payload);
    const verified = await api('verifyUser', {
      body: { userId: payload.emailId, verificationCode: latestCode(payload.emailId) },
    });
    expect(verified.status).toBe(200);
    await expectNoNewMail({ [payload.parentEmail]: 0 });
    const { idToken } = await signIn(payload.emailId, 1);
    expect((await profileOf(idToken)).guardian).toBeUndefined();
  });
});
