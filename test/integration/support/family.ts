import { expect } from 'vitest';
import { ageCalendarDay, birthdayOf } from '../../../shared/rules/age';
import { claimsOf, PASSWORD, teenPayload } from './accounts';
import { type Actor, actorFor } from './actors';
import { api, stack } from './api';
import { expectMails, mailsTo, type StoredMail } from './inbox';

/*
 * Helpers for the families tests: a teen whose guardian is invited, the links in the
 * guardian's mails, and a confirmed guardian with their own account.
 */

export const INVITATION_SUBJECT = 'parent or guardian';

/** The signed token of a link to `path` in a mail (its fragment's `token`, decoded). */
export function linkToken(mail: StoredMail, path: string): string {
  const text = mail.body.text ?? '';
  const match = new RegExp(`${path.replace(/\//g, '\\/')}#token=([^\\s&"<]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

/** The latest invitation mailed to `address`, after `count` of them have arrived. */
export async function invitationToken(address: string, count = 1): Promise<string> {
  const mails = await expectMails(address, INVITATION_SUBJECT, count);
  const latest = mails[mails.length - 1];
  if (!latest) throw new Error(`No invitation to ${address}`);
  return linkToken(latest, '/family/invitation');
}

/**
 * A verified teen whose guardian has been invited (the invitation is in the inbox): `age` today, or
 * born on the `dateOfBirth` given.
 */
export function newInvitedTeen(
  firstName = 'Maya',
  age: number | { dateOfBirth: string } = 14,
  parentEmail?: string,
): Promise<Actor> {
  const birth = typeof age === 'number' ? { age } : age;
  return actorFor(
    teenPayload({ firstName, ...birth, parentName: 'Priya Patel', ...(parentEmail ? { parentEmail } : {}) }),
    1,
  );
}

export interface Guardian extends Actor {
  refreshToken: string;
}

/** The guardian makes an account from the invitation link and is confirmed; signed in. */
export async function acceptInvitation(
  token: string,
  firstName = 'Priya',
  lastName = 'Patel',
): Promise<Guardian> {
  const res = await api('acceptGuardianInvitation', {
    body: { token, firstName, lastName, password: PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { idToken, refreshToken } = res.body.data as { idToken: string; refreshToken: string };
  const claims = claimsOf(idToken);
  return {
    token: idToken,
    refreshToken,
    userId: String(claims.sub),
    email: String(claims.email),
    firstName,
    lastName,
  };
}

/** A teen of `age` with a confirmed guardian (a new guardian account, or the given one). */
export async function newConfirmedFamily(
  firstName = 'Maya',
  age: number | { dateOfBirth: string } = 14,
  existing?: Guardian,
): Promise<{ teen: Actor; guardian: Guardian }> {
  const earlier = existing ? (await mailsTo(existing.email, INVITATION_SUBJECT)).length : 0;
  const teen = await newInvitedTeen(firstName, age, existing?.email);
  const token = await invitationToken(teen.parentEmail as string, earlier + 1);
  if (!existing) return { teen, guardian: await acceptInvitation(token) };
  const res = await api('confirmGuardianInvitation', { token: existing.token, body: { token } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { teen, guardian: existing };
}

/** Mails to the guardian address so far (any subject). */
export const guardianMails = (address: string) => mailsTo(address);

/**
 * A 15-year-old whose guardian confirmed with a new account at the invited address, then turned
 * approval off and chose a mail for every event: the teen of the tests written before.
 */
export async function newAlertedTeen(firstName = 'Maya', age = 15): Promise<Actor> {
  const { teen, guardian } = await newConfirmedFamily(firstName, age);
  await alertEveryEvent(guardian, teen.userId);
  return teen;
}

/**
 * The guardian chooses a mail for every event and turns approval off (as before guardians approved),
 * or keeps it on when asked to.
 */
export async function alertEveryEvent(
  guardian: Guardian,
  teenId: string,
  { approvalRequired = false } = {},
): Promise<void> {
  const res = await api('updateTeenSettings', {
    params: { id: teenId },
    token: guardian.token,
    body: {
      approvalRequired,
      maxDistanceMiles: null,
      allowedKinds: null,
      paused: false,
      emailMode: 'every',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * Runs the guardians' daily digest now, as its schedule would (scripts/local/local-admin.ts: the
 * integration stack opens the admin endpoint for this; the fault switches stay the faults project's).
 */
export async function runDigest(): Promise<{ guardians: number; events: number }> {
  const url = stack().adminUrl;
  if (!url) throw new Error('This stack has no admin endpoint (NJ_LOCAL_ADMIN=1)');
  const res = await fetch(`${url}/family/digest`, { method: 'POST' });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { guardians: number; events: number };
}

/**
 * Runs the birthday run now as its schedule would, for the age-calendar day of `time` (a controlled
 * clock: EventBridge's scheduled time; scripts/local/local-admin.ts).
 */
export async function runBirthdays(time: Date): Promise<{ day: string; sixteen: number; eighteen: number }> {
  const url = stack().adminUrl;
  if (!url) throw new Error('This stack has no admin endpoint (NJ_LOCAL_ADMIN=1)');
  const res = await fetch(`${url}/birthdays/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ time: time.toISOString() }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { day: string; sixteen: number; eighteen: number };
}

/** The instant the age calendar (UTC−10) reaches the day after today, and a few minutes past it. */
export function tomorrowOnTheAgeCalendar(now = new Date()): Date {
  const today = ageCalendarDay(now);
  return new Date(Date.parse(`${today}T10:05:00.000Z`) + 86_400_000);
}

/** The date of birth of someone who turns `age` on the age calendar's tomorrow. */
export function bornToTurnTomorrow(age: number, now = new Date()): string {
  return birthdayOf(ageCalendarDay(tomorrowOnTheAgeCalendar(now)), -age);
}
