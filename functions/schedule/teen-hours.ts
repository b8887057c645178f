import { ageOf } from '../../shared/rules/age';
import { schoolOf } from '../../shared/rules/family';
import { localDay } from '../../shared/rules/job-day';
import {
  type HoursRefusal,
  hoursRulesApply,
  spanMinutes,
  type WorkSpan,
  weekStartOf,
  youngTeenHoursRefusal,
} from '../../shared/rules/young-teen-rules';
import { HttpError } from '../lib/errors';
import type { UserItem } from '../users/index';
import { activeVisits, loadBooking, type PlannedVisit, plannedVisits } from './booking-state';
import { bookings } from './entities/bookings';

/*
 * The hours of a young teen across all their accepted jobs (shared/rules/young-teen-rules.ts), as the
 * schedule applies them: what the teen has committed (every live visit of their other bookings, this
 * week and after), and whether some proposed work fits. An acceptance, a new time, a job's new hours
 * and a check-in ask here; a refusal is a 409 that names the rule and the hours left.
 */

/** A visit as work: its minutes are those confirmed, else recorded, else planned. */
export function workOf(visit: Pick<PlannedVisit, 'date' | 'startTime' | 'endTime' | 'record'>): WorkSpan {
  return {
    date: visit.date,
    startTime: visit.startTime,
    endTime: visit.endTime,
    minutes: visit.record?.confirmedMinutes ?? visit.record?.minutes ?? spanMinutes(visit),
  };
}

/**
 * Everything the student has committed from the start of this week on (earlier weeks constrain
 * nothing ahead), but the booking `except` (the one being changed) or only its visit of `exceptDay`.
 */
export async function committedWork(
  studentId: string,
  now: Date,
  except?: { applicationId: string; day?: string },
): Promise<WorkSpan[]> {
  const mine = await bookings.listBy('byStudent', studentId);
  const loaded = await Promise.all(
    mine
      .filter((booking) => !booking.cancellation)
      .filter((booking) => except?.day !== undefined || booking.applicationId !== except?.applicationId)
      .map((booking) => loadBooking(booking.applicationId)),
  );
  const spans: WorkSpan[] = [];
  for (const booking of loaded) {
    if (!booking || booking.booking.cancellation) continue;
    const from = weekStartOf(localDay(booking.job.timeZone, now));
    for (const visit of activeVisits(plannedVisits(booking))) {
      if (except && booking.booking.applicationId === except.applicationId && visit.day === except.day)
        continue;
      if (visit.date >= from) spans.push(workOf(visit));
    }
  }
  return spans;
}

/** The 409 of work that breaks the rules: the rule, and the hours left that day and that week. */
export function hoursRefused(refusal: HoursRefusal): HttpError {
  return new HttpError(409, refusal.code, refusal.message);
}

/**
 * Whether `proposed` work fits the teen's other commitments; null when it does, or when the rules do
 * not apply to them (16 and over).
 */
export async function hoursRefusalFor(
  student: Pick<UserItem, 'userId' | 'dateOfBirth' | 'age' | 'createdAt' | 'roleId' | 'familySettings'>,
  proposed: readonly WorkSpan[],
  now: Date,
  except?: { applicationId: string; day?: string },
): Promise<HoursRefusal | null> {
  // The age on the day asked: the rules end on the 16th birthday by themselves.
  const age = ageOf(student, now);
  if (age === null || !hoursRulesApply(age)) return null;
  const committed = await committedWork(student.userId, now, except);
  return youngTeenHoursRefusal({ age, committed, proposed, school: schoolOf(student) });
}

/**
 * Refuses (409) one span of work that would break the hours rules for a young teen: a new time, a
 * check-in from now to the visit's end. `except` is the visit it replaces.
 */
export async function assertSpanFits(
  student: Parameters<typeof hoursRefusalFor>[0] | undefined,
  span: Pick<WorkSpan, 'date' | 'startTime' | 'endTime'>,
  now: Date,
  except: { applicationId: string; day: string },
): Promise<void> {
  if (!student) return;
  const refusal = await hoursRefusalFor(student, [{ ...span, minutes: spanMinutes(span) }], now, except);
  if (refusal) throw hoursRefused(refusal);
}
