import { expect } from 'vitest';
import type { AlertRunResult } from '../../../functions/alerts/alert-run';
import type { SaveSearchInput } from '../../../shared/schemas/saved-search';
import { api, stack } from './api';
import type { Actor } from './marketplace';
import { allMails, type StoredMail } from './marketplace';
import { readPartition } from './tables';

/*
 * Helpers for the saved searches and job alerts tests: saving through the API, running the daily job
 * alert now (the admin endpoint sends the event an EventBridge test invoke would), and reading an
 * alert e-mail's links and headers from the SES stand-in's store.
 */

export interface AlertMail extends StoredMail {
  headers?: { name: string; value: string }[];
}

export const ALERT_SUBJECT = 'New jobs for your saved searches';

/** Runs the daily job alert with EventBridge's `time` (default now) and returns its result. */
export async function runAlerts(time?: Date): Promise<AlertRunResult> {
  const url = stack().adminUrl;
  if (!url) throw new Error('This stack has no admin endpoint (NJ_LOCAL_ADMIN=1)');
  const res = await fetch(`${url}/alerts/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(time ? { time: time.toISOString() } : {}),
  });
  const body = (await res.json()) as AlertRunResult;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

export const tomorrow = () => new Date(Date.now() + 86_400_000);

export async function saveSearch(student: Pick<Actor, 'token'>, body: SaveSearchInput) {
  const res = await api('saveSearch', { token: student.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.search as { id: string; active: boolean };
}

/** Every item of the student's alerts partition (searches, count, sent records), sorted: what a request wrote. */
export async function alertState(studentId: string): Promise<string[]> {
  const items = await readPartition('savedSearches', { name: 'studentId', value: studentId });
  return items.map((item) => JSON.stringify(item, Object.keys(item).sort())).sort();
}

export async function alertMailsTo(address: string): Promise<AlertMail[]> {
  return ((await allMails()) as AlertMail[]).filter(
    (mail) => mail.destination.to.includes(address) && mail.subject === ALERT_SUBJECT,
  );
}

export const headerOf = (mail: AlertMail, name: string) =>
  mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

/** The one-click URL of List-Unsubscribe (`<https://…>`), as a mail client reads it. */
export function oneClickUrl(mail: AlertMail): URL {
  const value = headerOf(mail, 'List-Unsubscribe') ?? '';
  const match = /^<([^>]+)>$/.exec(value);
  if (!match?.[1]) throw new Error(`No one-click URL in List-Unsubscribe: ${value}`);
  return new URL(match[1]);
}

/** The token of a mail's unsubscribe link. */
export const unsubscribeToken = (mail: AlertMail) => oneClickUrl(mail).searchParams.get('token') ?? '';

/** The app paths a mail links to (`/jobs/<id>`, `/unsubscribe?token=…`, …), from its HTML. */
export function linksOf(mail: AlertMail): string[] {
  return [...(mail.body.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#61;', '='),
  );
}
