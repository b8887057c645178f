import { alarmTimes, reminderTime, type VisitAlarm } from '../../shared/rules/schedule';
import { activeVisits, type LoadedBooking, type PlannedVisit, plannedVisits } from './booking-state';
import { type AlarmMark, type BookingItem, dueShardOf } from './entities/bookings';

/*
 * When a booking next needs the server: the reminder a day before its first visit, and each visit's
 * alarms (not checked in 30 minutes after the start; no check-out 30 and 60 minutes after the end).
 * Every write that changes a booking's plan sets its `dueAt` from here, and the runner moves it on after
 * each run, so the runner reads only the bookings with work due (the `due` index), never a Scan.
 */

export const alarmMarks: Record<VisitAlarm, AlarmMark> = {
  notCheckedIn: 'notCheckedInSentAt',
  overdueReminder: 'overdueReminderSentAt',
  overdueAlert: 'overdueAlertSentAt',
};

type Plan = Pick<LoadedBooking, 'booking' | 'job' | 'visits'>;

/** The first visit that is not cancelled: the one the day-before reminder is about. */
export function firstVisit(plan: Plan): PlannedVisit | undefined {
  return activeVisits(plannedVisits(plan)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
}

/**
 * The reminder of the first visit is still to send at `now`: the visit has not started nor been
 * reminded of, and its day-before moment came after the booking. A job accepted within a day of its
 * first visit gets no reminder: the acceptance's own e-mail has just gone.
 */
export function reminderPending(plan: Plan, now: Date): PlannedVisit | undefined {
  const first = firstVisit(plan);
  if (!first || first.startsAt <= now) return undefined;
  if (reminderTime(first.startsAt).toISOString() < plan.booking.bookedAt) return undefined;
  return plan.booking.remindedFor === first.startsAt.toISOString() ? undefined : first;
}

/** A visit's alarms go off only for visits that began after the booking was made. */
export const alarmsApply = (visit: PlannedVisit, booking: Pick<BookingItem, 'bookedAt'>) =>
  visit.startsAt.toISOString() >= booking.bookedAt;

/**
 * The next moment after `after` that the booking has work: the reminder (at once if its time has
 * passed and its visit has not begun), or an alarm not yet sent. Null when there is none, or the
 * booking is cancelled.
 */
export function nextDueAt(plan: Plan, after: Date): string | null {
  if (plan.booking.cancellation) return null;
  const times: number[] = [];
  const reminderOf = reminderPending(plan, after);
  if (reminderOf) times.push(Math.max(reminderTime(reminderOf.startsAt).getTime(), after.getTime()));
  for (const visit of activeVisits(plannedVisits(plan))) {
    if (!alarmsApply(visit, plan.booking)) continue;
    const alarms = alarmTimes(visit, visit);
    for (const [alarm, at] of Object.entries(alarms) as [VisitAlarm, Date | null][]) {
      if (!at || at <= after || visit.record?.[alarmMarks[alarm]]) continue;
      times.push(at.getTime());
    }
  }
  return times.length ? new Date(Math.min(...times)).toISOString() : null;
}

/** The due fields of a booking written with its plan: in the index at `dueAt`, or out of it. */
export function dueFields(plan: Plan, after: Date): Pick<BookingItem, 'dueAt' | 'dueShard'> {
  const dueAt = nextDueAt(plan, after);
  return dueAt
    ? { dueAt, dueShard: dueShardOf(plan.booking.applicationId) }
    : { dueAt: undefined, dueShard: undefined };
}
