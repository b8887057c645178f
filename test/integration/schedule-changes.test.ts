import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/rules/job-day';
import { api } from './support/api';
import { alertEveryEvent, newConfirmedFamily } from './support/family';
import {
  type Actor,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newStudent,
} from './support/marketplace';
import {
  arrivingAt,
  austinAt,
  bookingOf,
  dayAhead,
  type Hired,
  hire,
  minutes,
  scheduleOf,
  visitOn,
} from './support/schedule';
import { readItem } from './support/tables';

/*
 * Cancel and reschedule: either side cancels a visit or the rest of the job with a reason, told at
 * once inside 24 hours; a new time is a proposal the other side accepts (and a 13–15-year-old's
 * guardian approves), checked against the rules on young teens' hours. A job's own edit or removal
 * moves or cancels its hires' visits.
 */

let employer: Actor;
let student: Actor;
let stranger: Actor;
let family: Awaited<ReturnType<typeof newConfirmedFamily>>;

beforeAll(async () => {
  [employer, student, stranger, family] = await Promise.all([
    newEmployer('Sam'),
    newStudent('Riley'),
    newStudent('Alex'),
    newConfirmedFamily('Nia', 14),
  ]);
  // The teen's applications go straight to the employer.
  await alertEveryEvent(family.guardian, family.teen.userId);
}, 180_000);

const cancel = (who: Actor, applicationId: string, now: Date, body: Record<string, unknown>) =>
  api('cancelBooking', { params: { id: applicationId }, token: who.token, body, headers: arrivingAt(now) });

describe('cancel', () => {
  let day: string;
  let hired: Hired;

  beforeAll(async () => {
    day = dayAhead(13);
    hired = await hire(employer, family.teen, {
      startDate: day,
      endDate: addDays(day, 3),
      startTime: '15:30',
      endTime: '17:00',
    });
  }, 60_000);

  it('a visit more than a day away: cancelled, shown to the other side, no mail', async () => {
    const before = await inboxCounts([employer.email, family.guardian.email]);
    const res = await cancel(family.teen, hired.applicationId, austinAt(day, '10:00'), {
      reason: 'I have a school trip.',
      date: addDays(day, 2),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectNoNewMail(before);
    const seen = visitOn(await scheduleOf(employer, hired.applicationId), addDays(day, 2));
    expect(seen).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'student', reason: 'I have a school trip.' },
    });
  });

  it('inside 24 hours of the start: the other side and the guardian are told at once', async () => {
    const res = await cancel(employer, hired.applicationId, austinAt(day, '09:00'), {
      reason: 'Our dog is at the vet.',
      date: day,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await expectMails(family.teen.email, 'Sam cancelled the visit of', 1);
    expect(mail?.body.text).toContain('Our dog is at the vet.');
    await expectMails(family.guardian.email, 'Sam cancelled the visit of', 1);
  });

  it('a visit that has started, one cancelled already, and other people’s are refused', async () => {
    const started = await cancel(employer, hired.applicationId, austinAt(addDays(day, 1), '15:31'), {
      reason: 'Too late.',
      date: addDays(day, 1),
    });
    expect([started.status, started.body.code]).toEqual([409, 'CANCEL_PAST']);
    const again = await cancel(employer, hired.applicationId, austinAt(day, '09:10'), {
      reason: 'Again.',
      date: day,
    });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_CANCELLED']);
    const other = await cancel(stranger, hired.applicationId, austinAt(day, '09:10'), { reason: 'No.' });
    expect(other.status).toBe(404);
    const guardian = await cancel(family.guardian, hired.applicationId, austinAt(day, '09:10'), {
      reason: 'No.',
    });
    expect([guardian.status, guardian.body.code]).toEqual([403, 'NOT_YOURS_TO_DO']);
    const empty = await cancel(employer, hired.applicationId, austinAt(day, '09:10'), { reason: '  ' });
    expect(empty.status).toBe(400);
  });

  it('the rest of the job: every visit ahead is cancelled', async () => {
    const res = await cancel(family.teen, hired.applicationId, austinAt(addDays(day, 2), '20:00'), {
      reason: 'We are moving away.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.booking.summary.state).toBe('cancelled');
    // Inside 24 hours of the next visit (the last day's): the employer is told at once.
    await expectMails(employer.email, 'Nia cancelled the rest of the job', 1);
    const schedule = await scheduleOf(family.teen, hired.applicationId);
    expect(schedule.visits.every((visit) => visit.status === 'cancelled')).toBe(true);
  });
});

describe('reschedule', () => {
  let day: string;
  let hired: Hired;
  const propose = (who: Actor, body: Record<string, unknown>, now = austinAt(day, '08:00')) =>
    api('proposeNewTime', {
      params: { id: hired.applicationId },
      token: who.token,
      body,
      headers: arrivingAt(now),
    });
  const answer = (who: Actor, accept: boolean, now = austinAt(day, '08:30')) =>
    api('answerNewTime', {
      params: { id: hired.applicationId },
      token: who.token,
      body: { accept },
      headers: arrivingAt(now),
    });

  beforeAll(async () => {
    day = dayAhead(27);
    hired = await hire(employer, family.teen, {
      startDate: day,
      endDate: addDays(day, 1),
      startTime: '15:30',
      endTime: '17:00',
    });
  }, 60_000);

  it('a new time that breaks the rules for a 14-year-old is refused, naming the rule and the hours left', async () => {
    const late = await propose(employer, { date: day, newDate: day, startTime: '19:00', endTime: '20:00' });
    expect(late.status, JSON.stringify(late.body)).toBe(409);
    expect(late.body.code).toBe('UNDER_16_HOURS_RULES');
    expect(late.body.message).toMatch(/7 am to 7 pm/);
    expect(late.body.message).toMatch(/left that day and .* that week\.$/);
    expect(
      bookingOf(await scheduleOf(employer, hired.applicationId), hired.applicationId).proposal,
    ).toBeNull();
  });

  it('the employer proposes; the teen accepts; it moves only once the guardian approves too', async () => {
    // A Saturday morning: no school, within the hours (a weekday morning would be school hours).
    const saturday = dayAhead(28, false);
    const moved = { date: day, newDate: saturday, startTime: '10:00', endTime: '12:00' };
    const sent = await propose(employer, moved);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.booking.proposal).toMatchObject({
      proposedBy: 'employer',
      waitingFor: ['student', 'guardian'],
    });
    await expectMails(family.teen.email, 'Sam proposed a new time', 1);
    await expectMails(family.guardian.email, 'Sam proposed a new time', 1);
    // A second proposal while one waits is refused.
    expect((await propose(family.teen, { ...moved, startTime: '13:00', endTime: '14:00' })).body.code).toBe(
      'PROPOSAL_WAITING',
    );

    const teenSays = await answer(family.teen, true);
    expect(teenSays.status, JSON.stringify(teenSays.body)).toBe(200);
    expect(teenSays.body.booking.proposal.waitingFor).toEqual(['guardian']);
    expect(visitOn(await scheduleOf(family.teen, hired.applicationId), day).date).toBe(day);

    const sequenceBefore =
      (
        await readItem<{ sequence: number }>('bookings', {
          applicationId: hired.applicationId,
          itemKey: 'BOOKING',
        })
      )?.sequence ?? 0;
    const guardianSays = await answer(family.guardian, true);
    expect(guardianSays.status, JSON.stringify(guardianSays.body)).toBe(200);
    expect(guardianSays.body.booking.proposal).toBeNull();
    const visit = visitOn(await scheduleOf(employer, hired.applicationId), day);
    expect(visit).toMatchObject({ date: saturday, startTime: '10:00', endTime: '12:00', moved: true });
    const stored = await readItem<{ sequence: number }>('bookings', {
      applicationId: hired.applicationId,
      itemKey: 'BOOKING',
    });
    expect(stored?.sequence).toBeGreaterThan(sequenceBefore);
    await expectMails(employer.email, 'A visit moved to a new time', 1);
  });

  it('a decline ends the proposal and leaves the visit; a stranger cannot answer', async () => {
    const sent = await propose(family.teen, {
      date: addDays(day, 1),
      newDate: addDays(day, 1),
      startTime: '16:00',
      endTime: '17:30',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await answer(stranger, true)).status).toBe(404);
    // The proposer cannot answer their own proposal.
    expect((await answer(family.teen, true)).body.code).toBe('NO_PROPOSAL');
    const declined = await answer(employer, false);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.booking.proposal).toBeNull();
    expect(visitOn(await scheduleOf(employer, hired.applicationId), addDays(day, 1)).startTime).toBe('15:30');
    await expectMails(family.teen.email, 'The new time was declined', 1);
  });
});

describe('a job’s own edit and removal', () => {
  let day: string;
  let hired: Hired;
  let teenJob: Hired;

  beforeAll(async () => {
    day = dayAhead(34, false);
    [hired, teenJob] = await Promise.all([
      hire(employer, student, {
        startDate: day,
        endDate: addDays(day, 1),
        startTime: '09:00',
        endTime: '11:00',
      }),
      hire(employer, family.teen, { startDate: dayAhead(41, false), startTime: '09:00', endTime: '11:00' }),
    ]);
  }, 60_000);

  const editBody = async (jobId: string, changes: Record<string, unknown>) => {
    const job = (await api('listEmployerJobs', { token: employer.token })).body.jobs.find(
      (j: { entity: string }) => j.entity === jobId,
    );
    return {
      description: job.data.description,
      price: job.data.price,
      priceType: job.data.priceType,
      startDate: job.data.startDate,
      endDate: job.data.endDate,
      startTime: job.data.startTime,
      endTime: job.data.endTime,
      ...changes,
    };
  };

  it('new hours for a hired 14-year-old that break the rules are refused: the job is unchanged, nobody is mailed', async () => {
    const mail = await inboxCounts([family.teen.email, family.guardian.email, employer.email]);
    const res = await api('updateJob', {
      params: { id: teenJob.jobId },
      token: employer.token,
      body: await editBody(teenJob.jobId, { startTime: '09:00', endTime: '18:00' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.code).toBe('UNDER_16_HOURS_RULES');
    expect(res.body.message).toMatch(/^This change would break the hours rules for Nia/);
    expect((await readItem<{ endTime: string }>('jobs', { jobId: teenJob.jobId }))?.endTime).toBe('11:00');
    await expectNoNewMail(mail);
  });

  it('new days move the visits: a day no longer covered is cancelled, the student is told', async () => {
    const res = await api('updateJob', {
      params: { id: hired.jobId },
      token: employer.token,
      body: await editBody(hired.jobId, { endDate: day, startTime: '10:00', endTime: '12:00' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const schedule = await scheduleOf(student, hired.applicationId);
    expect(visitOn(schedule, day)).toMatchObject({ startTime: '10:00', status: 'upcoming' });
    expect(visitOn(schedule, addDays(day, 1))).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'job' },
    });
    await expectMails(student.email, 'Sam changed the days or hours of the job', 1);
  });

  it('a removed job cancels the visits, and the student is told', async () => {
    const res = await api('deleteJob', { params: { id: hired.jobId }, token: employer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectMails(student.email, 'Sam removed the job', 1);
    const booking = bookingOf(await scheduleOf(student, hired.applicationId), hired.applicationId);
    expect(booking.summary.state).toBe('cancelled');
  });

  it('marking a job filled keeps its hires’ visits, and tells the teen and the guardian, once', async () => {
    const res = await api('closeJob', { params: { id: teenJob.jobId }, token: employer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const visits = (await scheduleOf(family.teen, teenJob.applicationId, minutes(new Date(), 0))).visits;
    expect(visits.map((visit) => visit.status)).toEqual(['upcoming']);
    const [toTeen] = await expectMails(family.teen.email, 'Sam marked the job as filled', 1);
    await expectMails(family.guardian.email, 'Sam marked the job as filled', 1);
    expect(toTeen?.body.text).toMatch(/you are still booked/i);

    // Filled already: a second close is refused, and nobody hears of it again.
    const mail = await inboxCounts([family.teen.email, family.guardian.email]);
    const again = await api('closeJob', { params: { id: teenJob.jobId }, token: employer.token });
    expect(again.status).toBe(409);
    await expectNoNewMail(mail);
  });
});
