import {
  type ScheduleMailReader,
  scheduleMailReasons,
} from '../../shared/emails/templates/schedule-mail-data';
import { guardianConfirmed, hasGuardian } from '../../shared/rules/family';
import { addDays, localDay, localTime } from '../../shared/rules/job-day';
import { formatTimeOfDay } from '../../shared/rules/job-hours';
import { formatDuration } from '../../shared/rules/schedule';
import { dayLabel } from '../../shared/rules/young-teen-rules';
import { formatFullAddress } from '../jobs/index';
import { jobPageUrl, scheduleUrl } from '../lib/app-links';
import { notify, stableNotificationId } from '../lib/notify';
import { type UserItem, userRepository } from '../users/index';
import type { LoadedBooking, PlannedVisit } from './booking-state';
import type { BookingItem } from './entities/bookings';

/*
 * The schedule's e-mails, each built from our records (names and addresses from the users table,
 * never from a request) and sent through notify() with an id made from what it is about, so a retried
 * run or request sends it once. A minor's guardian is mailed only once they have confirmed the address.
 */

interface Reader {
  email: string;
  name: string;
  as: ScheduleMailReader;
}

/** The people of a booking who may be mailed: the student, the employer, and a minor's guardian. */
export interface People {
  student: Reader | null;
  employer: Reader | null;
  guardian: Reader | null;
  /** The student's record (their age and the guardian's settings, for the rules on young teens). */
  studentRecord: UserItem | undefined;
}

/** Who hears of what one side did: the other side, and a minor's guardian. */
export const otherSide = (people: People, by: 'student' | 'employer'): (Reader | null)[] => [
  by === 'student' ? people.employer : people.student,
  people.guardian,
];

const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] || 'there';

export async function peopleOf(
  booking: Pick<BookingItem, 'studentId' | 'employerId' | 'isMinor'>,
): Promise<People> {
  const [student, employer] = await Promise.all([
    userRepository.getById(booking.studentId),
    userRepository.getById(booking.employerId),
  ]);
  const guardianMayHear =
    student && booking.isMinor && hasGuardian(student) && guardianConfirmed(student) && student.parentEmail;
  return {
    student: student ? { email: student.emailId, name: student.firstName, as: 'student' } : null,
    employer: employer ? { email: employer.emailId, name: employer.firstName, as: 'employer' } : null,
    guardian: guardianMayHear
      ? { email: student.parentEmail as string, name: firstName(student.parentName), as: 'guardian' }
      : null,
    studentRecord: student,
  };
}

/** `Tue, Jun 2, 3:30 pm – 5 pm CDT`, or `Tue, Jun 2 (all day)`, on the job's clock. */
export function visitWhen(
  visit: Pick<PlannedVisit, 'date' | 'startTime' | 'endTime' | 'startsAt'>,
  timeZone: string,
) {
  if (!visit.startTime || !visit.endTime) return `${dayLabel(visit.date)} (all day)`;
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(visit.startsAt)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${dayLabel(visit.date)}, ${formatTimeOfDay(visit.startTime)} – ${formatTimeOfDay(visit.endTime)}${zone ? ` ${zone}` : ''}`;
}

/** `3:32 pm` on the job's clock. */
export const clockAt = (instant: Date | string, timeZone: string) =>
  formatTimeOfDay(localTime(timeZone, new Date(instant)));

/** `today`, `tomorrow` or `on Tue, Jun 2`, from the job's today. */
function relativeDay(date: string, timeZone: string, now: Date): string {
  const today = localDay(timeZone, now);
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return `on ${dayLabel(date)}`;
}

type Context = { loaded: LoadedBooking; visit: PlannedVisit };

function common(reader: Reader, { loaded, visit }: Context) {
  const { job, booking } = loaded;
  return {
    name: reader.name,
    jobTitle: booking.jobTitle,
    jobUrl: jobPageUrl(booking.jobId),
    scheduleUrl: scheduleUrl(booking.applicationId),
    why: scheduleMailReasons[reader.as],
    when: visitWhen(visit, job.timeZone),
    place: formatFullAddress(job.address),
  };
}

/** One mail of a kind about one visit to each reader, once (the id names the kind, visit and reader). */
async function visitUpdate(
  kind: string,
  context: Context,
  readers: readonly (Reader | null)[],
  words: (reader: Reader) => { summary: string; message: string },
): Promise<void> {
  await Promise.all(
    readers
      .filter((reader): reader is Reader => reader !== null)
      .map((reader) => {
        const { place, ...rest } = common(reader, context);
        return notify(
          'Schedule_VisitUpdate',
          [reader.email],
          { ...rest, place, ...words(reader) },
          {
            id: stableNotificationId(
              `schedule:${kind}:${context.loaded.booking.applicationId}:${context.visit.day}:${reader.as}`,
            ),
          },
        );
      }),
  );
}

export const scheduleMail = {
  /** The day before the first visit: student, a minor's guardian and the employer, each once. */
  async reminder(context: Context, people: People, now: Date): Promise<void> {
    const { loaded, visit } = context;
    const student = loaded.booking.studentFirstName;
    const at = visit.startTime ? ` at ${formatTimeOfDay(visit.startTime)}` : '';
    const day = relativeDay(visit.date, loaded.job.timeZone, now);
    const wording: Record<ScheduleMailReader, { summary: string; advice: string }> = {
      student: {
        summary: `Your first visit is ${day}${at}`,
        advice:
          'Check in on the schedule when you arrive: it opens 30 minutes before the start. Check out when you leave, so your hours are recorded.',
      },
      guardian: {
        summary: `${student}’s first visit is ${day}${at}`,
        advice: `You will get an e-mail when ${student} checks in and when ${student} checks out.`,
      },
      employer: {
        summary: `${student} starts ${day}${at}`,
        advice: `You will see ${student}’s check-in on the schedule, and can record the arrival if ${student} cannot check in.`,
      },
    };
    await Promise.all(
      [people.student, people.guardian, people.employer]
        .filter((reader): reader is Reader => reader !== null)
        .map((reader) =>
          notify(
            'Schedule_Reminder',
            [reader.email],
            { ...common(reader, context), ...wording[reader.as] },
            {
              id: stableNotificationId(
                `schedule:reminder:${loaded.booking.applicationId}:${visit.startsAt.toISOString()}:${reader.as}`,
              ),
            },
          ),
        ),
    );
  },

  /**
   * A check-in (by the student or recorded by the employer): the guardian (their all clear too, when
   * they heard "not checked in yet"); the student, when the employer recorded it.
   */
  async checkedIn(context: Context, people: People): Promise<void> {
    const { loaded, visit } = context;
    const record = visit.record;
    if (!record?.checkedInAt) return;
    const student = loaded.booking.studentFirstName;
    const at = clockAt(record.checkedInAt, loaded.job.timeZone);
    const where =
      record.checkedInBy === 'employer'
        ? `${loaded.booking.employerFirstName}, the employer, recorded the arrival.`
        : record.awayFromJob === true
          ? `${student}’s location at check-in was more than 500 m from the job’s address.`
          : record.checkInPoint
            ? `${student}’s location at check-in was at the job’s address.`
            : `${student} did not share a location at check-in (it is optional).`;
    const clear = record.notCheckedInSentAt ? 'All clear: ' : '';
    await visitUpdate('checked-in', context, [people.guardian], () => ({
      summary: `${clear}${student} checked in at ${at}`,
      message: `${where} You will hear when ${student} checks out.`,
    }));
    if (record.checkedInBy === 'employer') {
      await visitUpdate('arrival-recorded', context, [people.student], () => ({
        summary: `${loaded.booking.employerFirstName} recorded your arrival at ${at}`,
        message: 'You are checked in for this visit. Check out on the schedule when you leave.',
      }));
    }
  },

  /** A check-out: the guardian (their all clear too, when they heard "has not checked out"). */
  async checkedOut(context: Context, people: People): Promise<void> {
    const { loaded, visit } = context;
    const record = visit.record;
    if (!record?.checkedOutAt) return;
    const student = loaded.booking.studentFirstName;
    const clear = record.overdueAlertSentAt ? 'All clear: ' : '';
    await visitUpdate('checked-out', context, [people.guardian], () => ({
      summary: `${clear}${student} checked out at ${clockAt(record.checkedOutAt as string, loaded.job.timeZone)}`,
      message: `${formatDuration(record.minutes ?? 0)} recorded from check-in to check-out. The employer will confirm the hours.`,
    }));
  },

  /** Nobody checked in 30 minutes after the start: the employer and a minor's guardian. */
  async notCheckedIn(context: Context, people: People): Promise<void> {
    const { loaded, visit } = context;
    const student = loaded.booking.studentFirstName;
    await visitUpdate('not-checked-in', context, [people.employer, people.guardian], (reader) => ({
      summary: `${student} has not checked in yet`,
      message:
        reader.as === 'employer'
          ? `The visit started at ${clockAt(visit.startsAt, loaded.job.timeZone)}. If ${student} is there, you can record the arrival on the schedule.`
          : `The visit started at ${clockAt(visit.startsAt, loaded.job.timeZone)}. You may want to check with ${student}.`,
    }));
  },

  /** No check-out 30 minutes after the end: the student. */
  async overdueReminder(context: Context, people: People): Promise<void> {
    await visitUpdate('overdue-reminder', context, [people.student], () => ({
      summary: 'Don’t forget to check out',
      message: `The visit ended at ${clockAt(context.visit.endsAt, context.loaded.job.timeZone)}. Check out on the schedule so your hours are recorded.`,
    }));
  },

  /** No check-out an hour after the end: a minor's guardian and the employer, once. */
  async overdueAlert(context: Context, people: People): Promise<void> {
    const { loaded, visit } = context;
    const student = loaded.booking.studentFirstName;
    await visitUpdate('overdue-alert', context, [people.guardian, people.employer], () => ({
      summary: `${student} has not checked out`,
      message: `The visit ended at ${clockAt(visit.endsAt, loaded.job.timeZone)}, an hour ago, and ${student} has not checked out. You may want to check with ${student}. We will tell you when ${student} checks out.`,
    }));
  },

  /**
   * The alarm is over: those alerted hear it (a guardian's all clear is their check-in or check-out
   * mail, unless the alarm went out in the very moment of it).
   */
  async allClear(
    context: Context,
    people: People,
    alerted: { employer: boolean; guardian: boolean },
    what: 'in' | 'out',
  ) {
    const { loaded, visit } = context;
    const record = visit.record;
    const at = what === 'out' ? record?.checkedOutAt : record?.checkedInAt;
    if (!at) return;
    const student = loaded.booking.studentFirstName;
    const readers = [alerted.employer ? people.employer : null, alerted.guardian ? people.guardian : null];
    await visitUpdate(`all-clear-${what}`, context, readers, () => ({
      summary: `All clear: ${student} checked ${what} at ${clockAt(at, loaded.job.timeZone)}`,
      message: `Thank you for keeping an eye out. Nothing more is needed.`,
    }));
  },

  /** The employer corrected the minutes: the student and a minor's guardian. */
  async hoursCorrected(context: Context, people: People, recorded: number, confirmed: number) {
    const employer = context.loaded.booking.employerFirstName;
    await visitUpdate(`hours-${confirmed}`, context, [people.student, people.guardian], () => ({
      summary: `${employer} corrected the hours of ${dayLabel(context.visit.date)}`,
      message: `Recorded by check-in and check-out: ${formatDuration(recorded)}. Confirmed by ${employer}: ${formatDuration(confirmed)}.`,
    }));
  },

  /**
   * A change to the visits (a cancellation at short notice, a new time, its answer, the job's own
   * change): to each reader given, once per `kind`.
   */
  async bookingChange(
    kind: string,
    context: Context,
    readers: readonly (Reader | null)[],
    words: { summary: string; message: string; note: string },
  ): Promise<void> {
    await Promise.all(
      readers
        .filter((reader): reader is Reader => reader !== null)
        .map((reader) => {
          const { when, place: _place, ...rest } = common(reader, context);
          return notify(
            'Schedule_BookingChange',
            [reader.email],
            { ...rest, visit: when, ...words },
            {
              id: stableNotificationId(
                `schedule:${kind}:${context.loaded.booking.applicationId}:${context.visit.day}:${reader.as}`,
              ),
            },
          );
        }),
    );
  },
};
