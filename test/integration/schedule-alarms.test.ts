import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/rules/job-day';
import { alertEveryEvent, newConfirmedFamily } from './support/family';
import { type Actor, expectMails, expectNoNewMail, inboxCounts, newEmployer } from './support/marketplace';
import {
  austinAt,
  checkIn,
  checkOut,
  dayAhead,
  type Hired,
  hire,
  minutes,
  runSchedule,
} from './support/schedule';

/*
 * The server's alarms and reminders (functions/schedule/due-work.ts), run by the test at the moments
 * it needs through the admin endpoint (as the EventBridge rule runs it every minute), for its own
 * booking only, on days weeks ahead: no real-time run of the stack ever reaches them.
 */

let employer: Actor;
let family: Awaited<ReturnType<typeof newConfirmedFamily>>;

beforeAll(async () => {
  [employer, family] = await Promise.all([newEmployer('Sam'), newConfirmedFamily('Maya', 15)]);
  // The teen's applications go straight to the employer.
  await alertEveryEvent(family.guardian, family.teen.userId);
}, 180_000);

const people = () => [family.teen.email, family.guardian.email, employer.email];

describe('the overdue alarm, on the server', () => {
  let day: string;
  let hired: Hired;
  const start = () => austinAt(day, '15:30');
  const end = () => austinAt(day, '17:00');

  beforeAll(async () => {
    day = dayAhead(12);
    hired = await hire(employer, family.teen, { startDate: day, startTime: '15:30', endTime: '17:00' });
  }, 60_000);

  it('no check-in 30 minutes after the start: the employer and the guardian are told, once', async () => {
    const before = await inboxCounts(people());
    expect((await runSchedule(minutes(start(), 29), hired.applicationId)).alarms).toBe(0);
    await expectNoNewMail(before);
    expect((await runSchedule(minutes(start(), 31), hired.applicationId)).alarms).toBe(1);
    await expectMails(employer.email, 'Maya has not checked in yet', 1);
    await expectMails(family.guardian.email, 'Maya has not checked in yet', 1);
    // Run again (a retry, or the next minute): nothing more.
    await runSchedule(minutes(start(), 32), hired.applicationId);
    await expectMails(employer.email, 'Maya has not checked in yet', 1);
  });

  it('a late check-in is the all clear for those who were told', async () => {
    const res = await checkIn(family.teen, hired.applicationId, minutes(start(), 35));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The guardian's check-in mail is their all clear; the employer gets one of their own.
    await expectMails(family.guardian.email, 'All clear: Maya checked in at 4:05 pm', 1);
    await expectMails(family.guardian.email, 'Maya checked in at', 1);
    await expectMails(employer.email, 'All clear: Maya checked in at 4:05 pm', 1);
  });

  it('no check-out: the student at 30 minutes, the guardian and the employer at 60, once each', async () => {
    const before = await inboxCounts(people());
    await runSchedule(minutes(end(), 29), hired.applicationId);
    await expectNoNewMail(before);
    await runSchedule(minutes(end(), 31), hired.applicationId);
    await expectMails(family.teen.email, 'Don’t forget to check out', 1);
    await runSchedule(minutes(end(), 59), hired.applicationId);
    await expectMails(family.guardian.email, 'Maya has not checked out', 0);
    // Five runs of the same moment at once (retries, overlapping runs): one alert each.
    await Promise.all(Array.from({ length: 5 }, () => runSchedule(minutes(end(), 61), hired.applicationId)));
    await expectMails(family.guardian.email, 'Maya has not checked out', 1);
    await expectMails(employer.email, 'Maya has not checked out', 1);
    await expectMails(family.teen.email, 'Don’t forget to check out', 1);
  });

  it('checking out clears the alarm: those alerted get the all clear', async () => {
    const res = await checkOut(family.teen, hired.applicationId, minutes(end(), 70));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectMails(family.guardian.email, 'All clear: Maya checked out at 6:10 pm', 1);
    await expectMails(family.guardian.email, 'Maya checked out at', 1);
    await expectMails(employer.email, 'All clear: Maya checked out at 6:10 pm', 1);
    // Nothing is due any more for this visit.
    const before = await inboxCounts(people());
    expect(await runSchedule(minutes(end(), 180), hired.applicationId)).toMatchObject({
      alarms: 0,
      reminders: 0,
    });
    await expectNoNewMail(before);
  });

  it('a check-out before the alarm: nobody is alerted', async () => {
    const next = dayAhead(19);
    const calm = await hire(employer, family.teen, { startDate: next, startTime: '16:00', endTime: '17:00' });
    expect((await checkIn(family.teen, calm.applicationId, austinAt(next, '15:55'))).status).toBe(200);
    expect((await checkOut(family.teen, calm.applicationId, austinAt(next, '17:05'))).status).toBe(200);
    const before = await inboxCounts(people());
    const run = await runSchedule(austinAt(next, '18:30'), calm.applicationId);
    expect(run.alarms).toBe(0);
    await expectNoNewMail(before);
  });
});

describe('the reminder a day before the first visit', () => {
  let day: string;
  let hired: Hired;

  beforeAll(async () => {
    day = dayAhead(26);
    hired = await hire(employer, family.teen, {
      startDate: day,
      endDate: addDays(day, 1),
      startTime: '16:00',
      endTime: '17:30',
    });
  }, 60_000);

  it('is not sent 25 hours before', async () => {
    const before = await inboxCounts(people());
    expect(
      (await runSchedule(minutes(austinAt(day, '16:00'), -25 * 60), hired.applicationId)).reminders,
    ).toBe(0);
    await expectNoNewMail(before);
  });

  it('goes 24 hours before to the student, the guardian and the employer, each once however often it runs', async () => {
    const at = minutes(austinAt(day, '16:00'), -24 * 60 + 1);
    await Promise.all(Array.from({ length: 5 }, () => runSchedule(at, hired.applicationId)));
    await runSchedule(minutes(at, 10), hired.applicationId);
    await expectMails(family.teen.email, 'Your first visit is tomorrow at 4 pm', 1);
    await expectMails(family.guardian.email, 'Maya’s first visit is tomorrow at 4 pm', 1);
    await expectMails(employer.email, 'Maya starts tomorrow at 4 pm', 1);
  });

  it('reads the due index, never a Scan: a run reads only what is due', async () => {
    // Every booking of the stack that is due by then is read (other tests' too), never every booking.
    const run = await runSchedule(minutes(austinAt(day, '16:00'), -23 * 60), hired.applicationId);
    expect(run.itemsRead).toBeLessThan(200);
  });
});
