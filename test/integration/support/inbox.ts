import { GetQueueAttributesCommand, GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { expect } from 'vitest';
import { LOCAL_NOTIFICATIONS_QUEUE } from '../../../scripts/local/sqs';
import { stack } from './api';

/* The inbox: the local SES stand-in's store of every mail sent, read over HTTP. */

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

/**
 * When this file started (its modules load afresh for each file, test/support/fresh-modules.ts), a
 * few seconds early for the stand-in's whole-second timestamps.
 */
const fileStarted = Math.floor(Date.now() / 1000) - 5;

/**
 * The store's address for the mails sent since this file started: a test counts mails to addresses of
 * its own, or mails that mention something of its own, all made after that. The whole store grows with
 * every file of the run (about 7 kB a mail), and each read of it, a hundred in a file that checks mail
 * often, made the stack serialize all of it and the test parse it.
 */
export const storeUrl = () => `${stack().inboxUrl}/store?since=${fileStarted}`;

export async function allMails(): Promise<StoredMail[]> {
  const res = await fetch(storeUrl());
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}

/** Mails to `address`, optionally only those whose subject contains `subject`. */
export async function mailsTo(address: string, subject?: string): Promise<StoredMail[]> {
  return (await allMails()).filter(
    (mail) =>
      mail.destination.to.includes(address) && (subject === undefined || mail.subject.includes(subject)),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let notificationsQueue: { client: SQSClient; url: string } | undefined;

/**
 * Whether the notifications queue is empty, nothing waiting and nothing in flight: every mail queued
 * so far has been sent (or skipped). Every action queues its mails before it answers
 * (functions/lib/notify.ts), and the notify function deletes a message only once SES took its mail.
 */
async function queueEmpty(): Promise<boolean> {
  if (!notificationsQueue) {
    const client = new SQSClient({
      region: 'us-east-1',
      endpoint: stack().sqsUrl,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const { QueueUrl } = await client.send(new GetQueueUrlCommand({ QueueName: LOCAL_NOTIFICATIONS_QUEUE }));
    notificationsQueue = { client, url: QueueUrl as string };
  }
  const { Attributes = {} } = await notificationsQueue.client.send(
    new GetQueueAttributesCommand({
      QueueUrl: notificationsQueue.url,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return (
    Number(Attributes.ApproximateNumberOfMessages) === 0 &&
    Number(Attributes.ApproximateNumberOfMessagesNotVisible) === 0
  );
}

/** Waits until every mail queued so far has been sent, at most `timeoutMs`; says whether it was. */
async function notificationsHandled(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await queueEmpty()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
}

/**
 * How long the mails of a step may take to be sent. Long, because a loaded machine is slow, but a
 * test waits this long only when a mail it expects never comes.
 */
const MAIL_TIMEOUT_MS = 30_000;
/**
 * With the notify function stopped on purpose (the fault tests), the queue does not empty: how long
 * to watch for a late duplicate then.
 */
const SETTLE_MS = 600;

/**
 * Waits until exactly `count` mails to `address` (with `subject` in their subject) have arrived, and
 * every other mail queued by then has been sent too, so no late duplicate can follow; returns them.
 */
export async function expectMails(address: string, subject: string, count: number): Promise<StoredMail[]> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  let mails = await mailsTo(address, subject);
  while (mails.length < count && Date.now() < deadline) {
    // Nothing left to send: what has arrived is all that will.
    if (await queueEmpty()) break;
    await sleep(150);
    mails = await mailsTo(address, subject);
  }
  await notificationsHandled(SETTLE_MS);
  mails = await mailsTo(address, subject);
  expect(
    mails.map((mail) => mail.subject),
    `mails to ${address} about "${subject}"`,
  ).toHaveLength(count);
  return mails;
}

/**
 * An address, or a shared mailbox counted only for the mails that mention something of this test's
 * own (a job title, a teen's e-mail): the support mailbox also receives the alerts of every other
 * test file running at the same time, so its whole count is not this test's to keep.
 */
export type Inbox = string | { address: string; mentioning: string };

const inboxKey = (inbox: Inbox) =>
  typeof inbox === 'string' ? inbox : `${inbox.address} mentioning ${inbox.mentioning}`;

function counts(mail: StoredMail, inbox: Inbox): boolean {
  if (typeof inbox === 'string') return mail.destination.to.includes(inbox);
  const { address, mentioning } = inbox;
  return (
    mail.destination.to.includes(address) &&
    [mail.subject, mail.body.text ?? '', mail.body.html ?? ''].some((part) => part.includes(mentioning))
  );
}

/** Which inboxes a "before" counted, so that the "after" counts the same ones. */
const inboxesCounted = new WeakMap<Record<string, number>, readonly Inbox[]>();

async function countsNow(inboxes: readonly Inbox[]): Promise<Record<string, number>> {
  const mails = await allMails();
  const result = Object.fromEntries(
    inboxes.map((inbox) => [inboxKey(inbox), mails.filter((mail) => counts(mail, inbox)).length]),
  );
  inboxesCounted.set(result, inboxes);
  return result;
}

/** Every mail queued so far has been sent: the moment to count, before or after a step. */
async function allSent(): Promise<void> {
  if (!(await notificationsHandled(MAIL_TIMEOUT_MS))) {
    throw new Error(`Notifications were still queued after ${MAIL_TIMEOUT_MS / 1000} s`);
  }
}

/**
 * How many mails each address has received once the mails of earlier steps are all sent: the
 * "before" of a request that must send nothing.
 */
export async function inboxCounts(inboxes: readonly Inbox[]): Promise<Record<string, number>> {
  await allSent();
  return countsNow(inboxes);
}

/** Once every mail queued so far is sent (a wrong one included), expects the counts unchanged. */
export async function expectNoNewMail(before: Record<string, number>): Promise<void> {
  await allSent();
  expect(await countsNow(inboxesCounted.get(before) ?? Object.keys(before))).toEqual(before);
}
