import { ageOf } from '../../shared/rules/age';
import { guardianConfirmed } from '../../shared/rules/family';
import { localDay } from '../../shared/rules/job-day';
import { formatJobHours } from '../../shared/rules/job-hours';
import type { Cancellation } from '../../shared/rules/schedule';
import { dayLabel, type HoursRefusal, hoursRulesApply } from '../../shared/rules/young-teen-rules';
import type { BookingSummary } from '../../shared/schemas/booking-summary';
import type { JobItem } from '../jobs/index';
import { logger } from '../lib/logger';
import type { TransactItem } from '../lib/transact';
import { type UserItem, userRepository } from '../users/index';
import { activeVisits, loadBooking, plannedVisits } from './booking-state';
import { bookingSummary } from './booking-view';
import { changeBooking } from './change-booking';
import { dueFields } from './due';
import { BOOKING, type BookingItem, bookings } from './entities/bookings';
import { peopleOf, scheduleMail } from './schedule-mail';
import { hoursRefusalFor, workOf } from './teen-hours';

/*
 * What other domains ask of the schedule (through index.ts): an acceptance makes a booking (or is
 * refused by the rules on young teens' hours), a job's new days or hours move its bookings (SEQUENCE
 * rises), a job removed cancels them (STATUS:CANCELLED), and an accepted application's summary.
 */

/** The facts of an application being accepted, from the applications domain's own record. */
export interface Acceptance {
  applicationId: string;
  jobId: string;
  studentId: string;
  employerId: string;
  jobTitle: string;
  studentFirstName: string;
  employerName: string;
  isMinor: boolean;
}

const firstWord = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * Before an acceptance: for a young teen, whether the job's visits fit their other jobs under the
 * hours rules (the refusal names the rule and the hours left); otherwise the writes that make its
 * booking, for the acceptance's own transaction. For a young teen they include the teen's hours
 * counter as read here, so two acceptances at once cannot both pass on the same hours.
 */
export async function prepareBooking(
  acceptance: Acceptance,
  job: JobItem,
  now: Date,
): Promise<{ refusal: HoursRefusal; writes?: undefined } | { refusal: null; writes: TransactItem[] }> {
  const student = await userRepository.getById(acceptance.studentId);
  const young = hoursRulesApply(student ? ageOf(student, now) : null);
  const hoursRevision = young ? await bookings.hoursRevision(acceptance.studentId) : null;
  const booking: BookingItem = {
    applicationId: acceptance.applicationId,
    itemKey: BOOKING,
    jobId: acceptance.jobId,
    studentId: acceptance.studentId,
    employerId: acceptance.employerId,
    ...(student && acceptance.isMinor && guardianConfirmed(student) && student.guardianId
      ? { guardianId: student.guardianId }
      : {}),
    studentFirstName: acceptance.studentFirstName,
    employerFirstName: firstWord(acceptance.employerName),
    jobTitle: acceptance.jobTitle,
    isMinor: acceptance.isMinor,
    bookedAt: now.toISOString(),
    updatedAt: now.toISOString(),
    revision: 0,
    sequence: 0,
    publishedFrom: job.startDate,
    publishedTo: job.endDate,
    changes: {},
    confirmedMinutes: 0,
  };
  if (young && student) {
    const today = localDay(job.timeZone, now);
    const proposed = activeVisits(plannedVisits({ booking, job, visits: new Map() }))
      .filter((visit) => visit.date >= today)
      .map(workOf);
    const refusal = await hoursRefusalFor(student, proposed, now);
    if (refusal) return { refusal };
  }
  const withDue = { ...booking, ...dueFields({ booking, job, visits: new Map() }, now) };
  return { refusal: null, writes: bookings.createWrites(withDue, hoursRevision) };
}

/** The job's days or hours as the schedule reads them: a change of any of these moves its visits. */
const timesOf = (job: Pick<JobItem, 'startDate' | 'endDate' | 'startTime' | 'endTime'>) =>
  `${job.startDate}|${job.endDate}|${job.startTime ?? ''}|${job.endTime ?? ''}`;

/**
 * Whether a job's new days or hours would break the hours rules for a young teen it has hired: the
 * edit is refused before anything is written, with the teen's name and the rule.
 */
export async function jobEditRefusal(
  after: JobItem,
  now: Date,
): Promise<{ studentFirstName: string; refusal: HoursRefusal } | null> {
  for (const booking of await bookings.listBy('byJob', after.jobId)) {
    if (booking.cancellation || !booking.isMinor) continue;
    const student = await userRepository.getById(booking.studentId);
    if (!student || !hoursRulesApply(ageOf(student, now))) continue;
    const records = await bookings.withVisits(booking.applicationId);
    const today = localDay(after.timeZone, now);
    const proposed = activeVisits(
      plannedVisits({ booking, job: after, visits: records?.visits ?? new Map() }),
    )
      .filter((visit) => visit.date >= today && !visit.record?.checkedInAt)
      .map(workOf);
    const refusal = await hoursRefusalFor(student, proposed, now, { applicationId: booking.applicationId });
    if (refusal) return { studentFirstName: booking.studentFirstName, refusal };
  }
  return null;
}

/**
 * After an owner's edit: if the days or hours changed, every live booking of the job moves with it
 * (SEQUENCE rises, days no longer covered become cancelled visits, the alarms follow), and its student
 * and a minor's guardian are told.
 */
export async function jobEdited(before: JobItem, after: JobItem, now: Date): Promise<void> {
  if (timesOf(before) === timesOf(after)) return;
  for (const booking of await bookings.listBy('byJob', after.jobId)) {
    if (booking.cancellation) continue;
    const moved = await changeBooking(
      booking.applicationId,
      (loaded) => {
        if (loaded.booking.cancellation) return null;
        const plan = {
          booking: {
            ...loaded.booking,
            publishedFrom: [loaded.booking.publishedFrom, after.startDate].sort()[0] as string,
            publishedTo: [loaded.booking.publishedTo, after.endDate].sort()[1] as string,
          },
          job: after,
          visits: loaded.visits,
        };
        return {
          publishedFrom: plan.booking.publishedFrom,
          publishedTo: plan.booking.publishedTo,
          sequence: loaded.booking.sequence + 1,
          updatedAt: now.toISOString(),
          ...dueFields(plan, now),
        };
      },
      { hours: true },
    );
    if (!moved) continue;
    const people = await peopleOf(moved.booking);
    const [visit] = activeVisits(
      plannedVisits({ ...moved, job: after }, { from: localDay(after.timeZone, now), to: after.endDate }),
    );
    if (!visit) continue;
    const hours = formatJobHours(after) ?? 'no set time of day';
    await scheduleMail.bookingChange(
      `job-times-${moved.booking.sequence}`,
      { loaded: { ...moved, job: after }, visit },
      [people.student, people.guardian],
      {
        summary: `${moved.booking.employerFirstName} changed the days or hours of the job`,
        message: 'Your schedule and calendar follow the change: check the visits ahead.',
        note: `From ${dayLabel(after.startDate)} to ${dayLabel(after.endDate)}, ${hours}`,
      },
    );
  }
}

/** A removed job cancels every live booking of it; each student and a minor's guardian are told. */
export async function jobRemoved(job: JobItem, now: Date): Promise<void> {
  const cancellation: Cancellation = {
    by: 'job',
    reason: 'The employer removed this job.',
    at: now.toISOString(),
  };
  for (const booking of await bookings.listBy('byJob', job.jobId)) {
    if (booking.cancellation) continue;
    const cancelled = await changeBooking(booking.applicationId, (loaded) =>
      loaded.booking.cancellation
        ? null
        : {
            cancellation,
            proposal: undefined,
            sequence: loaded.booking.sequence + 1,
            updatedAt: now.toISOString(),
            dueAt: undefined,
            dueShard: undefined,
          },
    );
    if (!cancelled) continue;
    const people = await peopleOf(cancelled.booking);
    const next =
      plannedVisits(cancelled).find((visit) => visit.startsAt > now) ?? plannedVisits(cancelled).at(-1);
    if (!next) continue;
    await scheduleMail.bookingChange(
      'job-removed',
      { loaded: cancelled, visit: next },
      [people.student, people.guardian],
      {
        summary: `${cancelled.booking.employerFirstName} removed the job`,
        message: 'Its visits are cancelled, and your calendar follows.',
        note: cancellation.reason,
      },
    );
  }
}

/**
 * A job marked filled keeps its hires' visits (that is what they were hired for), but the students it
 * hired and a minor's guardian are told: it no longer shows in search, and nothing changes for them.
 * Once per closing (the job's updatedAt names it), so a retried request mails once.
 */
export async function jobFilled(job: JobItem, now: Date): Promise<void> {
  for (const booking of await bookings.listBy('byJob', job.jobId)) {
    if (booking.cancellation) continue;
    const records = await bookings.withVisits(booking.applicationId);
    if (!records || records.booking.cancellation) continue;
    const loaded = { ...records, job };
    const visits = activeVisits(plannedVisits(loaded));
    const next = visits.find((visit) => visit.startsAt > now);
    // A job whose visits are all behind it has nothing left to tell its hires about.
    if (!next) continue;
    const people = await peopleOf(loaded.booking);
    await scheduleMail.bookingChange(
      `job-filled-${job.updatedAt}`,
      { loaded, visit: next },
      [people.student, people.guardian],
      {
        summary: `${loaded.booking.employerFirstName} marked the job as filled`,
        message:
          'Nothing changes for your visits: you are still booked. The job no longer takes applications.',
        note: 'The employer has everyone they need for this job.',
      },
    );
  }
}

/** Accepted applications' summaries (completion state, hours, pay), by application id. */
export async function bookingSummaries(
  applicationIds: readonly string[],
): Promise<Map<string, BookingSummary>> {
  const summaries = new Map<string, BookingSummary>();
  await Promise.all(
    applicationIds.map(async (applicationId) => {
      const loaded = await loadBooking(applicationId);
      if (loaded) summaries.set(applicationId, bookingSummary(loaded));
    }),
  );
  return summaries;
}

/**
 * A minor's guardian confirmed after the teen was hired: their bookings name the guardian, so the
 * guardian's schedule lists them. Never fails the caller's action.
 */
export async function guardianLinked(teen: Pick<UserItem, 'userId'>, guardianId: string): Promise<void> {
  try {
    for (const booking of await bookings.listBy('byStudent', teen.userId)) {
      if (!booking.isMinor || booking.guardianId === guardianId) continue;
      await changeBooking(booking.applicationId, (loaded) =>
        loaded.booking.guardianId === guardianId ? null : { guardianId },
      );
    }
  } catch (error) {
    logger.error('schedule: could not link a guardian to the bookings', { teenId: teen.userId, error });
  }
}
