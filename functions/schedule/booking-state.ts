import { addDays, localDay } from '../../shared/rules/job-day';
import {
  checkInWindow,
  checkOutClosesAt,
  planVisits,
  SCHEDULE_DAYS_AHEAD,
  SCHEDULE_DAYS_BEFORE,
  type VisitPlan,
  visitInstants,
} from '../../shared/rules/schedule';
import type { VisitStatus } from '../../shared/schemas/schedule';
import { type JobItem, jobRepository } from '../jobs/index';
import { type BookingItem, type BookingRecords, bookings, type VisitItem } from './entities/bookings';

/*
 * A booking as its routes and its runner read it: the booking, its job (the days, the times, the
 * place) and what happened at each visit, and the visits planned from them with their instants.
 */

export interface LoadedBooking extends BookingRecords {
  job: JobItem;
}

/** A visit as planned, with when it happens and what happened at it. */
export interface PlannedVisit extends VisitPlan {
  startsAt: Date;
  endsAt: Date;
  record: VisitItem | undefined;
}

/** A booking with its job and visits; undefined when either is gone. */
export async function loadBooking(applicationId: string): Promise<LoadedBooking | undefined> {
  const records = await bookings.withVisits(applicationId);
  if (!records) return undefined;
  const job = await jobRepository.getById(records.booking.jobId);
  return job ? { ...records, job } : undefined;
}

/** The days shown and put in calendars: a month back and six months ahead, on the job's calendar. */
export function scheduleRange(job: Pick<JobItem, 'timeZone'>, now: Date): { from: string; to: string } {
  const today = localDay(job.timeZone, now);
  return { from: addDays(today, -SCHEDULE_DAYS_BEFORE), to: addDays(today, SCHEDULE_DAYS_AHEAD) };
}

/** The visits of a booking (within `range` when given), each with its instants and record. */
export function plannedVisits(
  loaded: Pick<LoadedBooking, 'booking' | 'job' | 'visits'>,
  range?: { from: string; to: string },
): PlannedVisit[] {
  const whole = loaded.booking.cancellation;
  return planVisits(loaded.job, loaded.booking, range).map((plan) => {
    const record = loaded.visits.get(plan.day);
    // Cancelling the whole job cancels what was still ahead, not a visit that was worked.
    const worked = whole && plan.cancellation === whole && record?.checkedInAt;
    return {
      ...plan,
      ...(worked ? { cancellation: null } : {}),
      ...visitInstants(plan, loaded.job.timeZone),
      record,
    };
  });
}

/** Where a visit stands at `now`. */
export function visitStatus(visit: PlannedVisit, now: Date): VisitStatus {
  if (visit.cancellation) return 'cancelled';
  const record = visit.record;
  if (record?.confirmedMinutes !== undefined) return 'confirmed';
  if (record?.checkedOutAt) return 'checkedOut';
  if (record?.checkedInAt) return 'checkedIn';
  const { opensAt, closesAt } = checkInWindow(visit);
  if (now < opensAt) return 'upcoming';
  return now < closesAt ? 'open' : 'missed';
}

/** The visit that can be checked in to now: its window open, nobody checked in, not cancelled. */
export function visitOpenForCheckIn(visits: readonly PlannedVisit[], now: Date): PlannedVisit | undefined {
  const open = visits.filter((visit) => visitStatus(visit, now) === 'open');
  // Two windows overlap only around midnight (a whole-day visit opens at 23:30): the one under way first.
  return open.find((visit) => visit.startsAt <= now) ?? open[0];
}

/** The visit that can be checked out of now: checked in, not out, and not a day past its end. */
export function visitToCheckOut(visits: readonly PlannedVisit[], now: Date): PlannedVisit | undefined {
  return visits.find(
    (visit) =>
      !visit.cancellation &&
      visit.record?.checkedInAt &&
      !visit.record.checkedOutAt &&
      now < checkOutClosesAt(visit.endsAt),
  );
}

/** The visits that count: neither cancelled nor moved out of reach. */
export const activeVisits = (visits: readonly PlannedVisit[]) =>
  visits.filter((visit) => !visit.cancellation);

/** The booking's last visit that is not cancelled (the one whose confirmed hours complete it). */
export function lastVisit(
  loaded: Pick<LoadedBooking, 'booking' | 'job' | 'visits'>,
): PlannedVisit | undefined {
  return activeVisits(plannedVisits(loaded))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .at(-1);
}

/** Whether the booking is still on: not cancelled as a whole. */
export const isLive = (booking: Pick<BookingItem, 'cancellation'>) => !booking.cancellation;
