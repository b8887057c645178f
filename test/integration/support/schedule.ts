import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { DueRunResult } from '../../../functions/schedule/due-work';
import { TEST_CLOCK_HEADER } from '../../../scripts/local/api-gateway';
import { addDays, localDay, localInstant } from '../../../shared/rules/job-day';
import { isSchoolDay } from '../../../shared/rules/young-teen-rules';
import type { Booking, ScheduleResponse, Visit } from '../../../shared/schemas/schedule';
import { type ApiResponse, api, stack } from './api';
import { type Actor, STREET, uniqueTitle } from './marketplace';

/*
 * Helpers for the schedule tests (the day of the job): a job hired through the API on the days and
 * hours a test needs, requests stamped at a chosen moment (the test stack's clock header: the moment
 * API Gateway would stamp), the scheduled runner run at a chosen moment for one booking (the admin
 * endpoint), and calendar files read by ical.js, a parser we did not write.
 */

/** Every job of these tests is in Austin, TX 78704: its calendar and clock are Chicago's. */
export const ZONE = 'America/Chicago';

/** The instant of `time` on Austin's clock on `date`. */
export const austinAt = (date: string, time: string) => localInstant(date, time, ZONE);

export const minutes = (instant: Date, delta: number) => new Date(instant.getTime() + delta * 60_000);

/** Request headers that stamp the request as arriving at `instant`. */
export const arrivingAt = (instant: Date) => ({ [TEST_CLOCK_HEADER]: instant.toISOString() });

/**
 * A day at least `from` days ahead on Austin's calendar that is a school day by default (a weekday
 * outside June to August), or with `school: false` a Saturday: far enough ahead that no real-time
 * run of the stack reaches its alarms during the test.
 */
export function dayAhead(from: number, school = true): string {
  for (let offset = from; ; offset++) {
    const day = addDays(localDay(ZONE), offset);
    const saturday = new Date(`${day}T12:00:00Z`).getUTCDay() === 6;
    if (school ? isSchoolDay(day) : saturday) return day;
  }
}

export interface Hired {
  jobId: string;
  applicationId: string;
}

/** Posts a job on the given days and hours, the student applies, the employer accepts: the booking. */
export async function hire(
  employer: Actor,
  student: Actor,
  job: {
    startDate: string;
    endDate?: string;
    startTime?: string;
    endTime?: string;
    title?: string;
    price?: number;
    priceType?: 'perHr' | 'perJob';
  },
): Promise<Hired> {
  const posted = await api('createJob', {
    token: employer.token,
    body: {
      title: job.title ?? uniqueTitle('Dog walking'),
      description: 'Walk our friendly labrador around the park.',
      kind: 'dogWalking',
      powerEquipment: false,
      startDate: job.startDate,
      endDate: job.endDate ?? job.startDate,
      ...(job.startTime ? { startTime: job.startTime, endTime: job.endTime } : {}),
      address: { address1: STREET, address2: '', city: 'Austin', state: 'TX', zipCode: '78704' },
      price: job.price ?? 15,
      priceType: job.priceType ?? 'perHr',
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const jobId = posted.body.entity as string;
  const applied = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const applicationId = applied.body.entity as string;
  const accepted = await accept(employer, student, applicationId);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { jobId, applicationId };
}

export const accept = (employer: Actor, student: Pick<Actor, 'userId'>, applicationId: string) =>
  api('reviewApplication', {
    token: employer.token,
    body: { applicantId: student.userId, applicationId, reviewDecision: true },
  });

/** GET /schedule as `who` (narrowed to one application), at `now` if given. */
export async function scheduleOf(who: Pick<Actor, 'token'>, applicationId?: string, now?: Date) {
  const res = await api('getSchedule', {
    token: who.token,
    ...(applicationId ? { query: { applicationId } } : {}),
    ...(now ? { headers: arrivingAt(now) } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ScheduleResponse;
}

export const visitOn = (schedule: ScheduleResponse, day: string): Visit => {
  const visit = schedule.visits.find((v) => v.day === day);
  if (!visit) throw new Error(`No visit of ${day} in ${JSON.stringify(schedule.visits.map((v) => v.day))}`);
  return visit;
};

export const bookingOf = (schedule: ScheduleResponse, applicationId: string): Booking => {
  const booking = schedule.bookings.find((b) => b.applicationId === applicationId);
  if (!booking) throw new Error(`No booking ${applicationId}`);
  return booking;
};

/** POST check-in / check-out (the student), arriving at `now`, with a location or none. */
export function checkIn(student: Pick<Actor, 'token'>, applicationId: string, now: Date, body: object = {}) {
  return api('checkIn', {
    params: { id: applicationId },
    token: student.token,
    body,
    headers: arrivingAt(now),
  });
}
export function checkOut(student: Pick<Actor, 'token'>, applicationId: string, now: Date, body: object = {}) {
  return api('checkOut', {
    params: { id: applicationId },
    token: student.token,
    body,
    headers: arrivingAt(now),
  });
}

/** Runs the schedule's due work at `time` for one booking, as the EventBridge rule would at that moment. */
export async function runSchedule(time: Date, applicationId?: string): Promise<DueRunResult> {
  const url = stack().adminUrl;
  if (!url) throw new Error('This stack has no admin endpoint (NJ_LOCAL_ADMIN=1)');
  const res = await fetch(`${url}/schedule/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ time: time.toISOString(), ...(applicationId ? { applicationId } : {}) }),
  });
  const body = (await res.json()) as DueRunResult;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A calendar event as ical.js reads it. */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  location: string | null;
  dtstamp: string;
  start: ICAL.Time;
  end: ICAL.Time | null;
  alarms: { action: string; trigger: string }[];
}

/** Parses a calendar file with ical.js: its events, and the calendar's own time zones. */
export function parseCalendar(text: string): { events: ParsedEvent[]; timezones: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      summary: event.summary,
      location: event.location ?? null,
      dtstamp: String(vevent.getFirstPropertyValue('dtstamp')),
      start: event.startDate,
      end: vevent.hasProperty('dtend') ? event.endDate : null,
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => ({
        action: String(alarm.getFirstPropertyValue('action')),
        trigger: String(alarm.getFirstPropertyValue('trigger')),
      })),
    };
  });
  const timezones = calendar
    .getAllSubcomponents('vtimezone')
    .map((zone) => String(zone.getFirstPropertyValue('tzid')));
  return { events, timezones };
}

/** GET /applications/{id}/calendar as `who`: the response, its text parsed. */
export async function calendarFile(who: Pick<Actor, 'token'>, applicationId: string, date?: string) {
  const res: ApiResponse<string> = await api('downloadApplicationCalendar', {
    params: { id: applicationId },
    token: who.token,
    ...(date ? { query: { date } } : {}),
  });
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  return { res, ...parseCalendar(res.body) };
}
