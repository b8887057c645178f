import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/rules/job-day';
import { api } from './support/api';
import { newConfirmedFamily } from './support/family';
import { type Actor, newEmployer, newStudent } from './support/marketplace';
import {
  arrivingAt,
  austinAt,
  calendarFile,
  dayAhead,
  type Hired,
  hire,
  type ParsedEvent,
  parseCalendar,
} from './support/schedule';

/*
 * Calendar files as calendar apps read them (RFC 5545), read here by ical.js, a parser we did not
 * write: a UID per application and day that never changes, DTSTAMP, a SEQUENCE that rises with every
 * change of a date or time, STATUS:CANCELLED (with a higher SEQUENCE) on removal, times in UTC, a
 * VALARM an hour before, the street only in the hired student's and the employer's copies, and a
 * private subscription link that a reset ends at once.
 */

let employer: Actor;
let otherEmployer: Actor;
let student: Actor;
let family: Awaited<ReturnType<typeof newConfirmedFamily>>;

beforeAll(async () => {
  [employer, otherEmployer, student, family] = await Promise.all([
    newEmployer('Sam'),
    newEmployer('Ola'),
    newStudent('Riley'),
    newConfirmedFamily('Maya', 16),
  ]);
}, 180_000);

const byUid = (events: ParsedEvent[]) => new Map(events.map((event) => [event.uid, event]));
const uidOf = (applicationId: string, day: string) => `${applicationId}-${day}@schedule.neighbourhood-jobs`;

describe('a job’s calendar file', () => {
  let day: string;
  let hired: Hired;
  // Commas, semicolons and a backslash must be escaped; the length folds the line.
  const title = 'Dog walking, feeding; and a long afternoon with Biscuit \\ Pepper in the park';

  beforeAll(async () => {
    day = dayAhead(14);
    hired = await hire(employer, student, {
      title,
      startDate: day,
      endDate: addDays(day, 2),
      startTime: '15:30',
      endTime: '17:00',
    });
  }, 60_000);

  it('has one event per visit: a stable UID, UTC times, DTSTAMP, SEQUENCE 0, an alarm an hour before', async () => {
    const { events, timezones, res } = await calendarFile(student, hired.applicationId);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.ics"$/);
    expect(events.map((event) => event.uid)).toEqual(
      [day, addDays(day, 1), addDays(day, 2)].map((d) => uidOf(hired.applicationId, d)),
    );
    const [first] = events as [ParsedEvent];
    expect(first.summary).toBe(title);
    expect(first.sequence).toBe(0);
    expect(first.status).toBe('CONFIRMED');
    expect(first.dtstamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // UTC times, so no VTIMEZONE is needed: 3:30 pm in Austin.
    expect(timezones).toEqual([]);
    expect(first.start.zone?.tzid).toBe('UTC');
    expect(first.start.toJSDate().toISOString()).toBe(austinAt(day, '15:30').toISOString());
    expect(first.end?.toJSDate().toISOString()).toBe(austinAt(day, '17:00').toISOString());
    expect(first.alarms).toEqual([{ action: 'DISPLAY', trigger: '-PT1H' }]);
    // Every line is folded at 75 octets (RFC 5545 §3.1), and lines end in CRLF.
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('gives the street to the hired student and the employer only', async () => {
    const mine = (await calendarFile(student, hired.applicationId)).events[0];
    const theirs = (await calendarFile(employer, hired.applicationId)).events[0];
    expect(mine?.location).toBe('1200 S Lamar Blvd, Austin, TX 78704');
    expect(theirs?.location).toBe('1200 S Lamar Blvd, Austin, TX 78704');
  });

  it('one visit’s file with `date`', async () => {
    const { events } = await calendarFile(student, hired.applicationId, addDays(day, 1));
    expect(events.map((event) => event.uid)).toEqual([uidOf(hired.applicationId, addDays(day, 1))]);
  });

  it('nobody else may download it', async () => {
    for (const who of [otherEmployer, family.teen]) {
      const res = await api('downloadApplicationCalendar', {
        params: { id: hired.applicationId },
        token: who.token,
      });
      expect(res.status).toBe(404);
    }
    expect((await api('downloadApplicationCalendar', { params: { id: hired.applicationId } })).status).toBe(
      401,
    );
  });

  it('a change of the job’s hours keeps each UID and raises its SEQUENCE', async () => {
    const before = byUid((await calendarFile(student, hired.applicationId)).events);
    const job = (await api('listEmployerJobs', { token: employer.token })).body.jobs.find(
      (j: { entity: string }) => j.entity === hired.jobId,
    );
    const edited = await api('updateJob', {
      params: { id: hired.jobId },
      token: employer.token,
      body: {
        description: job.data.description,
        price: job.data.price,
        priceType: job.data.priceType,
        startDate: job.data.startDate,
        endDate: job.data.endDate,
        startTime: '16:00',
        endTime: '17:30',
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = byUid((await calendarFile(student, hired.applicationId)).events);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [uid, event] of after) {
      expect(event.sequence).toBeGreaterThan(before.get(uid)?.sequence ?? Number.POSITIVE_INFINITY);
      expect(event.start.toJSDate().toISOString()).toBe(austinAt(uid.slice(37, 47), '16:00').toISOString());
    }
  });

  it('a cancelled visit stays in the file as STATUS:CANCELLED with a higher SEQUENCE', async () => {
    const before = byUid((await calendarFile(employer, hired.applicationId)).events);
    const cancelled = await api('cancelBooking', {
      params: { id: hired.applicationId },
      token: employer.token,
      body: { reason: 'We will be away that day.', date: addDays(day, 1) },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = byUid((await calendarFile(employer, hired.applicationId)).events);
    const uid = uidOf(hired.applicationId, addDays(day, 1));
    expect(after.get(uid)?.status).toBe('CANCELLED');
    expect(after.get(uid)?.sequence).toBeGreaterThan(before.get(uid)?.sequence ?? 0);
    expect(after.get(uid)?.alarms).toEqual([]);
    expect(after.get(uidOf(hired.applicationId, day))?.status).toBe('CONFIRMED');
  });

  it('a removed job cancels every visit', async () => {
    const before = byUid((await calendarFile(student, hired.applicationId)).events);
    const removed = await api('deleteJob', { params: { id: hired.jobId }, token: employer.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const after = byUid((await calendarFile(student, hired.applicationId)).events);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [uid, event] of after) {
      expect(event.status, uid).toBe('CANCELLED');
      expect(event.sequence).toBeGreaterThan(before.get(uid)?.sequence ?? 0);
    }
  });
});

describe('a visit without a time of day, and the guardian’s copy', () => {
  it('is an all-day event on its own date; the guardian’s copy names the town, not the street', async () => {
    const day = dayAhead(15, false);
    const hired = await hire(employer, family.teen, { startDate: day });
    const { events } = await calendarFile(family.guardian, hired.applicationId);
    const [event] = events as [ParsedEvent];
    expect(event.start.isDate).toBe(true);
    expect(event.start.toString()).toBe(day);
    expect(event.location).toBe('Austin, TX');
    expect((await calendarFile(family.teen, hired.applicationId)).events[0]?.location).toMatch(
      /^1200 S Lamar/,
    );
  }, 60_000);
});

describe('the private subscription link', () => {
  const tokenOf = (url: string) => url.split('/').pop() as string;

  it('is a webcal:// link with a secret token; the feed lists the caller’s visits without signing in', async () => {
    const made = await api('createCalendarFeed', { token: student.token });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.url).toMatch(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}$/);
    expect(made.body.httpsUrl).toBe(made.body.url.replace(/^webcal:/, 'http:'));
    const feed = await api('getCalendarFeed', { params: { token: tokenOf(made.body.url) } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { events } = parseCalendar(feed.body);
    expect(events.length).toBeGreaterThan(0);
    // Only the student's own: every event is one of their visits.
    const mine = (await api('getSchedule', { token: student.token })).body.visits.map(
      (v: { applicationId: string; day: string }) => uidOf(v.applicationId, v.day),
    );
    for (const event of events) expect(mine).toContain(event.uid);
    // The schedule says a link exists (its address is shown once, when made).
    const schedule = await api('getSchedule', { token: student.token });
    expect(schedule.body.calendarFeed).toEqual({ createdAt: expect.any(String) });
  });

  it('Reset link: the old one stops working at once, the new one works', async () => {
    const first = await api('createCalendarFeed', { token: employer.token });
    const second = await api('createCalendarFeed', { token: employer.token });
    expect(second.status).toBe(201);
    const old = await api('getCalendarFeed', { params: { token: tokenOf(first.body.url) } });
    expect(old.status).toBe(404);
    expect(old.body.code).toBe('FEED_NOT_FOUND');
    const fresh = await api('getCalendarFeed', { params: { token: tokenOf(second.body.url) } });
    expect(fresh.status).toBe(200);
    expect(new ICAL.Component(ICAL.parse(fresh.body)).name).toBe('vcalendar');
  });

  it('a made-up token is refused, the same as a reset one', async () => {
    const res = await api('getCalendarFeed', { params: { token: 'A'.repeat(43) } });
    expect(res.status).toBe(404);
    expect((await api('getCalendarFeed', { params: { token: 'short' } })).status).toBe(400);
  });

  it('the clock of the request decides the range of days the file holds', async () => {
    const made = await api('createCalendarFeed', { token: family.guardian.token });
    const now = await api('getCalendarFeed', { params: { token: tokenOf(made.body.url) } });
    expect(parseCalendar(now.body).events.length).toBeGreaterThan(0);
    const far = await api('getCalendarFeed', {
      params: { token: tokenOf(made.body.url) },
      headers: arrivingAt(austinAt(addDays(dayAhead(15, false), 400), '12:00')),
    });
    expect(parseCalendar(far.body).events).toEqual([]);
  });
});
