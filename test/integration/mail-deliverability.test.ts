import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressHash } from '../../functions/lib/mail-suppressions';
import { recipientHash } from '../../functions/notify/deliveries';
import { localTableName } from '../../scripts/local/bootstrap';
import { claimsOf, latestCode, newEmail, register, signIn, teenPayload } from './support/accounts';
import { api, stack } from './support/api';
import { clearMailOutcomes, eventually, mailOutcome } from './support/mail-outcomes';
import { type Actor, expectMails, newEmployer, newStudent, postJob } from './support/marketplace';
import { readItem, tablesClient } from './support/tables';

/*
 * Deliverable e-mail, end to end on the local stack: the SES stand-in bounces or complains
 * for an address (told through the test-only admin endpoint), publishes SES's event, the email-events
 * function records the suppression (SES's account list and our table), notify skips the address from
 * then on and records the skip, and GET /user/mail-status tells the person who can correct it.
 */

const suppressionOf = (address: string) =>
  readItem<{ reason: string; since: string; maskedAddress: string }>('mailSuppressions', {
    addressHash: addressHash(address),
  });

/** The deliveries records of one address: the notify function's record of each send or skip. */
async function deliveriesTo(
  address: string,
): Promise<{ deliveryKey: string; state: string; template: string }[]> {
  const hash = recipientHash(address);
  const { Items = [] } = await tablesClient().send(
    new ScanCommand({ TableName: localTableName('deliveries'), ConsistentRead: true }),
  );
  return Items.filter((item) => item.recipientHash === hash) as {
    deliveryKey: string;
    state: string;
    template: string;
  }[];
}

async function onSesSuppressionList(address: string): Promise<boolean> {
  const res = await fetch(
    `${stack().inboxUrl}/v2/email/suppression/addresses/${encodeURIComponent(address)}`,
  );
  await res.arrayBuffer();
  return res.status === 200;
}

let employer: Actor;

beforeAll(async () => {
  employer = await newEmployer('Pat');
});

afterAll(clearMailOutcomes);

describe('a guardian address that bounces', () => {
  const guardian = newEmail('guardian-bounces');
  let teen: { token: string; userId: string; email: string };

  beforeAll(async () => {
    // The mailbox does not exist: SES will report a hard bounce for it.
    await mailOutcome(guardian, 'bounce');
    const payload = teenPayload({ firstName: 'Maya', parentName: 'Priya Patel', parentEmail: guardian });
    await register(payload);
    const verified = await api('verifyUser', {
      body: { userId: payload.emailId, verificationCode: latestCode(payload.emailId) },
    });
    expect(verified.status).toBe(200);
    const { idToken } = await signIn(payload.emailId, 1);
    teen = { token: idToken, userId: String(claimsOf(idToken).sub), email: payload.emailId };
  });

  it('is suppressed after the first mail to it (the invitation) bounces: SES’s list and our table', async () => {
    // The guardian's invitation after the teen verified went out once, and SES bounced it.
    await expectMails(guardian, 'parent or guardian', 1);
    const suppression = await eventually('the suppression record', () => suppressionOf(guardian));
    expect(suppression).toMatchObject({ reason: 'bounce', maskedAddress: `${guardian.slice(0, 4)}****` });
    // Our table holds a hash and a masked address, never the address.
    expect(JSON.stringify(suppression)).not.toContain(guardian);
    expect(await onSesSuppressionList(guardian)).toBe(true);
  });

  it('gets no more mail: the application waits for a guardian who never confirmed, and nothing reaches SES', async () => {
    await eventually('the suppression record', () => suppressionOf(guardian));
    const jobId = await postJob(employer);
    const applied = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    // A bounced invitation is never confirmed: the 15-year-old's application waits, the
    // banner asks the teen to correct the address (below), and the employer hears nothing yet.
    expect(applied.body.status).toBe('AwaitingApproval');
    // Only the first (bounced) invitation ever reached SES for this address. (notify's skip of a
    // suppressed address is proven with the employer who complained, below.)
    await expectMails(guardian, '', 1);
  });

  it('is named to the teen by GET /user/mail-status, and to nobody else', async () => {
    await eventually('the suppression record', () => suppressionOf(guardian));
    const own = await api('getMailStatus', { token: teen.token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      undeliverable: [{ kind: 'guardian', address: guardian, reason: 'bounce', since: expect.any(String) }],
    });
    const other = await api('getMailStatus', { token: employer.token });
    expect(other.body).toEqual({ undeliverable: [] });
  });
});

describe('an employer who marks our mail as spam', () => {
  it('is suppressed on the complaint, skipped from then on, and asked to check their address', async () => {
    const complaining = await newEmployer('Casey');
    await mailOutcome(complaining.email, 'complaint');
    const student = await newStudent('Sam');
    const firstJob = await postJob(complaining);
    expect(
      (await api('applyToJob', { params: { id: firstJob }, token: student.token, body: {} })).status,
    ).toBe(200);

    // Delivered, then reported as spam.
    await expectMails(complaining.email, 'New application from Sam for', 1);
    const suppression = await eventually('the suppression record', () => suppressionOf(complaining.email));
    expect(suppression.reason).toBe('complaint');

    const secondJob = await postJob(complaining);
    expect(
      (await api('applyToJob', { params: { id: secondJob }, token: student.token, body: {} })).status,
    ).toBe(200);
    await expectMails(student.email, 'Your application for', 2);
    await eventually('the skip record', async () =>
      (await deliveriesTo(complaining.email)).find((record) => record.state === 'suppressed'),
    );
    await expectMails(complaining.email, 'New application from Sam for', 1);

    const status = await api('getMailStatus', { token: complaining.token });
    expect(status.body).toEqual({
      undeliverable: [
        { kind: 'own', address: complaining.email, reason: 'complaint', since: expect.any(String) },
      ],
    });
  });
});

describe('a delivered mail', () => {
  it('suppresses nothing', async () => {
    const student = await newStudent('Alex');
    const jobId = await postJob(employer);
    expect((await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} })).status).toBe(
      200,
    );
    await expectMails(student.email, 'Your application for', 1);
    await eventually('the sent record', async () =>
      (await deliveriesTo(student.email)).find((record) => record.state === 'sent'),
    );
    expect(await suppressionOf(student.email)).toBeUndefined();
    expect(await onSesSuppressionList(student.email)).toBe(false);
  });
});
