import { expect } from 'vitest';
import { stack } from './api';

/* The inbox: the local SES stand-in's store of every mail sent, read over HTTP. */

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

export async function allMails(): Promise<StoredMail[]> {
  const res = await fetch(`${stack().inboxUrl}/store`);
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

/** Sending is asynchronous (the notify function is invoked as an event): how long a mail may take. */
const MAIL_TIMEOUT_MS = 8000;
/** After the expected mails arrived, how long to keep watching for a duplicate. */
const SETTLE_MS = 600;

/**
 * Waits until exactly `count` mails to `address` (with `subject` in their subject) have arrived, then
 * a moment more to be sure no extra one follows; returns them.
 */
export async function expectMails(address: string, subject: string, count: number): Promise<StoredMail[]> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  let mails = await mailsTo(address, subject);
  while (mails.length < count && Date.now() < deadline) {
    await sleep(150);
    mails = await mailsTo(address, subject);
  }
  await sleep(SETTLE_MS);
  mails = await mailsTo(address, subject);
  expect(
    mails.map((mail) => mail.subject),
    `mails to ${address} about "${subject}"`,
  ).toHaveLength(count);
  return mails;
}

async function countsNow(addresses: readonly string[]): Promise<Record<string, number>> {
  const mails = await allMails();
  return Object.fromEntries(
    addresses.map((address) => [
      address,
      mails.filter((mail) => mail.destination.to.includes(address)).length,
    ]),
  );
}

/**
 * How many mails each address has received, once the inbox is quiet for them (mails of an earlier
 * step may still be on their way): the "before" of a request that must send nothing.
 */
export async function inboxCounts(addresses: readonly string[]): Promise<Record<string, number>> {
  let counts = await countsNow(addresses);
  for (;;) {
    await sleep(SETTLE_MS);
    const again = await countsNow(addresses);
    if (JSON.stringify(again) === JSON.stringify(counts)) return counts;
    counts = again;
  }
}

/** Waits long enough for an asynchronous mail to land, then expects the counts unchanged. */
export async function expectNoNewMail(before: Record<string, number>): Promise<void> {
  await sleep(SETTLE_MS * 2);
  expect(await countsNow(Object.keys(before))).toEqual(before);
}
