import { beforeAll, describe, expect, it } from 'vitest';
import { visitKey } from '../../functions/schedule/entities/bookings';
import { addDays } from '../../shared/rules/job-day';
import { api } from './support/api';
import { alertEveryEvent, newConfirmedFamily } from './support/family';
import {
  type Actor,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  mailsTo,
  newEmployer,
  newStudent,
} from './support/marketplace';
import {
  arrivingAt,
  austinAt,
  bookingOf,
  checkIn,
  checkOut,
  dayAhead,
  type Hired,
  hire,
  minutes,
  scheduleOf,
  visitOn,
} from './support/schedule';
import { readItem } from './support/tables';

/*
 * The day of the job over HTTP: the visits each kind of caller sees, the check-in window, location
 * near, far and refused, an arrival the employer records, hours and completion. Every request that
 * depends on the time is stamped at the moment the test needs (the stack's clock header), on days a
 * week or more ahead, so nothing here waits or races the real clock.
 */

let employer: Actor;
let otherEmployer: Actor;
let student: Actor;
let otherStudent: Actor;
let family: Awaited<ReturnType<typeof newConfirmedFamily>>;
let otherFamily: Awaited<ReturnType<typeof newConfirmedFamily>>;

beforeAll(async () => {
  [employer, otherEmployer, student, otherStudent, family, otherFamily] = await Promise.all([
    newEmployer('Sam'),
    newEmployer('Ola'),
    newStudent('Riley'),
    newStudent('Alex'),
    newConfirmedFamily('Maya', 15),
    newConfirmedFamily('Sol', 15),
  ]);
  // The teen's applications go straight to the employer.
  await alertEveryEvent(family.guardian, family.teen.userId);
}, 180_000);

describe('visits by day, for every kind of caller', () => {
  let day: string;
  let hired: Hired;

  beforeAll(async () => {
    day = dayAhead(8);
    hired = await hire(employer, family.teen, {
      startDate: day,
      endDate: addDays(day, 2),
      startTime: '15:30',
      endTime: '17:00',
    });
  }, 60_000);

  it('the hired student, the employer and the teen’s guardian each see one visit a day, at the job’s hours', async () => {
    for (const who of [family.teen, employer, family.guardian]) {
      const schedule = await scheduleOf(who, hired.applicationId);
      expect(schedule.visits.map((v) => [v.date, v.startTime, v.endTime])).toEqual([
        [day, '15:30', '17:00'],
        [addDays(day, 1), '15:30', '17:00'],
        [addDays(day, 2), '15:30', '17:00'],
      ]);
      const visit = visitOn(schedule, day);
      expect(visit).toMatchObject({
        applicationId: hired.applicationId,
        jobId: hired.jobId,
        timeZone: 'America/Chicago',
        startsAt: austinAt(day, '15:30').toISOString(),
        status: 'upcoming',
        checkedInAt: null,
        checkedOutAt: null,
        minutes: null,
        studentFirstName: 'Maya',
        employerFirstName: 'Sam',
        conversationPath: null,
      });
      // The street of an accepted job: the hired student, the employer, and the guardian (as on /family).
      expect(visit.place.street).toMatch(/^1200 S Lamar Blvd, Austin, TX 78704$/);
    }
    expect(visitOn(await scheduleOf(family.teen), day).viewer).toBe('student');
    expect(visitOn(await scheduleOf(employer), day).viewer).toBe('employer');
    expect(visitOn(await scheduleOf(family.guardian), day).viewer).toBe('guardian');
  });

  it('another student, another employer and another guardian see none of it, and learn nothing', async () => {
    for (const who of [otherStudent, otherEmployer, otherFamily.guardian]) {
      const all = await scheduleOf(who);
      expect(all.visits.filter((v) => v.applicationId === hired.applicationId)).toEqual([]);
      const one = await api('getSchedule', {
        token: who.token,
        query: { applicationId: hired.applicationId },
      });
      const none = await api('getSchedule', {
        token: who.token,
        query: { applicationId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(one.status).toBe(404);
      expect(one.body).toEqual(none.body);
    }
  });

  it('a visitor is asked to sign in', async () => {
    expect((await api('getSchedule')).status).toBe(401);
  });
});

describe('check-in and check-out', () => {
  let day: string;
  let hired: Hired;
  let jobPoint: { latitude: number; longitude: number };
  const start = () => austinAt(day, '10:00');
  const end = () => austinAt(day, '12:00');

  beforeAll(async () => {
    day = dayAhead(9, false);
    hired = await hire(employer, student, {
      startDate: day,
      endDate: addDays(day, 2),
      startTime: '10:00',
      endTime: '12:00',
    });
    const job = await readItem<{ address: { latitude: number; longitude: number } }>('jobs', {
      jobId: hired.jobId,
    });
    jobPoint = { latitude: job?.address.latitude ?? 0, longitude: job?.address.longitude ?? 0 };
  }, 60_000);

  it('opens 30 minutes before the start: 31 minutes before is refused and writes nothing', async () => {
    const early = await checkIn(student, hired.applicationId, minutes(start(), -31));
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body.code).toBe('CHECK_IN_NOT_OPEN');
    expect(await readItem('bookings', visitKey(hired.applicationId, day))).toBeUndefined();
    const schedule = await scheduleOf(student, hired.applicationId, minutes(start(), -29));
    expect(visitOn(schedule, day)).toMatchObject({
      status: 'open',
      actions: { checkIn: true, checkOut: false },
    });
  });

  it('near the job (within 500 m plus the accuracy): checked in, not away; the point stored rounded', async () => {
    const near = { latitude: jobPoint.latitude + 0.003, longitude: jobPoint.longitude, accuracy: 40 };
    const res = await checkIn(student, hired.applicationId, minutes(start(), -29), near);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.visit).toMatchObject({ status: 'checkedIn', awayFromJob: false, checkedInBy: 'student' });
    const stored = await readItem<{
      checkInPoint: { latitude: number; longitude: number; accuracy: number };
    }>('bookings', visitKey(hired.applicationId, day));
    expect(stored?.checkInPoint).toEqual({
      latitude: Number(near.latitude.toFixed(3)),
      longitude: Number(near.longitude.toFixed(3)),
      accuracy: 40,
    });
    // A second check-in (a double tap) is refused and changes nothing.
    const again = await checkIn(student, hired.applicationId, minutes(start(), -28), near);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_CHECKED_IN');
  });

  it('records the minutes between check-in and check-out', async () => {
    const out = await checkOut(student, hired.applicationId, minutes(end(), 5));
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.visit).toMatchObject({ status: 'checkedOut', minutes: 154 });
    const twice = await checkOut(student, hired.applicationId, minutes(end(), 6));
    expect(twice.status).toBe(409);
  });

  it('far from the job: checked in all the same, marked away for the employer', async () => {
    const next = addDays(day, 1);
    const far = { latitude: jobPoint.latitude + 0.02, longitude: jobPoint.longitude, accuracy: 30 };
    const res = await checkIn(student, hired.applicationId, austinAt(next, '10:01'), far);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.visit.awayFromJob).toBe(true);
    const seen = visitOn(await scheduleOf(employer, hired.applicationId, austinAt(next, '10:05')), next);
    expect(seen).toMatchObject({ status: 'checkedIn', awayFromJob: true });
    // Far, but within what the device said it could be off by.
    await checkOut(student, hired.applicationId, austinAt(next, '12:00'));
  });

  it('location refused: the check-in goes through, with no point stored and no away mark', async () => {
    const last = addDays(day, 2);
    const res = await checkIn(student, hired.applicationId, austinAt(last, '10:10'), {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.visit.awayFromJob).toBeNull();
    const stored = await readItem<Record<string, unknown>>('bookings', visitKey(hired.applicationId, last));
    expect(stored?.checkInPoint).toBeUndefined();
  });

  it('half a location is refused, and nothing is written', async () => {
    const res = await api('checkOut', {
      params: { id: hired.applicationId },
      token: student.token,
      body: { latitude: 30.2 },
      headers: arrivingAt(austinAt(addDays(day, 2), '11:00')),
    });
    expect(res.status).toBe(400);
  });

  it('only the hired student checks in: the employer, others and visitors are refused', async () => {
    const now = austinAt(addDays(day, 2), '10:30');
    const refused = await Promise.all([
      checkIn(employer, hired.applicationId, now),
      checkIn(otherStudent, hired.applicationId, now),
      api('checkIn', { params: { id: hired.applicationId }, body: {} }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([403, 404, 401]);
  });
});

describe('the employer records an arrival; hours and completion', () => {
  let day: string;
  let hired: Hired;

  beforeAll(async () => {
    // Weeks after the first describe's job: Maya's hours there do not count here.
    day = dayAhead(22);
    hired = await hire(employer, family.teen, {
      startDate: day,
      endDate: addDays(day, 1),
      startTime: '15:30',
      endTime: '17:30',
      price: 16,
    });
  }, 60_000);

  it('the employer records the arrival: the teen is told, the guardian hears of the check-in', async () => {
    const before = await inboxCounts([family.teen.email, family.guardian.email]);
    const res = await api('recordArrival', {
      params: { id: hired.applicationId },
      token: employer.token,
      headers: arrivingAt(austinAt(day, '15:40')),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.visit).toMatchObject({ checkedInBy: 'employer', status: 'checkedIn' });
    await expectMails(family.teen.email, 'Sam recorded your arrival at 3:40 pm', 1);
    await expectMails(family.guardian.email, 'Maya checked in at 3:40 pm', 1);
    expect((await mailsTo(family.guardian.email)).length).toBe((before[family.guardian.email] ?? 0) + 1);
    // Someone else's employer, and the student, cannot record it.
    const other = await api('recordArrival', {
      params: { id: hired.applicationId },
      token: otherEmployer.token,
      headers: arrivingAt(austinAt(day, '15:41')),
    });
    expect(other.status).toBe(404);
  });

  it('check-out is mailed to the guardian; the employer confirms; a correction is told; the last visit completes it', async () => {
    const out = await checkOut(family.teen, hired.applicationId, austinAt(day, '17:25'));
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.visit.minutes).toBe(105);
    await expectMails(family.guardian.email, 'Maya checked out at 5:25 pm', 1);

    const confirmed = await api('confirmHours', {
      params: { id: hired.applicationId },
      token: employer.token,
      body: { minutes: 105, date: day },
      headers: arrivingAt(austinAt(day, '18:00')),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.visit).toMatchObject({ status: 'confirmed', confirmedMinutes: 105 });

    // The second (last) visit: checked in and out, then corrected by the employer.
    const next = addDays(day, 1);
    expect((await checkIn(family.teen, hired.applicationId, austinAt(next, '15:30'))).status).toBe(200);
    expect((await checkOut(family.teen, hired.applicationId, austinAt(next, '17:35'))).status).toBe(200);
    const before = await inboxCounts([family.teen.email]);
    const corrected = await api('confirmHours', {
      params: { id: hired.applicationId },
      token: employer.token,
      body: { minutes: 120 },
      headers: arrivingAt(austinAt(next, '18:00')),
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.message).toMatch(/corrected/i);
    await expectMails(family.teen.email, 'Sam corrected the hours', 1);
    await expectMails(family.guardian.email, 'Sam corrected the hours', 1);
    expect((await mailsTo(family.teen.email)).length).toBe((before[family.teen.email] ?? 0) + 1);

    // Completed: the application shows it, with the hours and the pay (3 h 45 min × $16).
    const booking = bookingOf(
      await scheduleOf(employer, hired.applicationId, austinAt(next, '18:05')),
      hired.applicationId,
    );
    expect(booking.summary).toMatchObject({ state: 'completed', confirmedMinutes: 225, payDue: 60 });
    const mine = await api('listOwnApplications', { token: family.teen.token });
    const application = mine.body.applications.find(
      (a: { entity: string }) => a.entity === hired.applicationId,
    );
    expect(application.data.booking).toMatchObject({ state: 'completed', confirmedMinutes: 225, payDue: 60 });
    const reviewed = await api('getApplication', {
      params: { id: hired.applicationId },
      token: employer.token,
    });
    expect(reviewed.body.application.data.booking.state).toBe('completed');
  });

  it('the same minutes again change nothing and tell nobody; the student cannot confirm', async () => {
    const before = await inboxCounts([family.teen.email, family.guardian.email]);
    const again = await api('confirmHours', {
      params: { id: hired.applicationId },
      token: employer.token,
      body: { minutes: 120, date: addDays(day, 1) },
      headers: arrivingAt(austinAt(addDays(day, 1), '19:00')),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const student = await api('confirmHours', {
      params: { id: hired.applicationId },
      token: family.teen.token,
      body: { minutes: 500 },
    });
    expect(student.status).toBe(403);
    await expectNoNewMail(before);
  });
});
