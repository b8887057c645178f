import { addDays, localDay } from '../../shared/rules/job-day';
import { alarmTimes, isStale, reminderTime, type VisitAlarm } from '../../shared/rules/schedule';
import { logger } from '../lib/logger';
import {
  activeVisits,
  type LoadedBooking,
  loadBooking,
  type PlannedVisit,
  plannedVisits,
} from './booking-state';
import { alarmMarks, alarmsApply, nextDueAt, reminderPending } from './due';
import { type BookingItem, bookings, dueShards } from './entities/bookings';
import { type People, peopleOf, scheduleMail } from './schedule-mail';

/*
 * The scheduled runner (EventBridge runs it every minute in AWS; the local stack's stand-in too, and
 * `POST /schedule/run { time }` on demand): every booking whose `dueAt` has come, read from the `due`
 * index shard by shard (never a Scan), gets its reminder and alarms, then its next `dueAt`.
 *
 * Idempotent under retries and overlapping runs: an alarm is marked on its visit by a conditional write
 * before it is sent (so a check-out that came first clears it, and a later run never sends it again),
 * each mail's notification id names what it is about (notify sends an id once), and `dueAt` moves on
 * last, conditioned on the value read. A run that dies half-way leaves `dueAt` where it was, so the
 * next run sends again what this one marked, and notify drops what had already gone.
 */

export interface DueRunResult {
  /** Bookings read from the due index (DynamoDB's ScannedCount: what the reads cost). */
  itemsRead: number;
  bookingsProcessed: number;
  reminders: number;
  alarms: number;
}

const alarmSends: Record<
  VisitAlarm,
  (context: { loaded: LoadedBooking; visit: PlannedVisit }, people: People) => Promise<void>
> = {
  notCheckedIn: scheduleMail.notCheckedIn,
  overdueReminder: scheduleMail.overdueReminder,
  overdueAlert: scheduleMail.overdueAlert,
};

/** Whether an alarm still applies: nobody checked in; or checked in and not out. */
function alarmHolds(alarm: VisitAlarm, visit: PlannedVisit): boolean {
  const record = visit.record;
  if (alarm === 'notCheckedIn') return !record?.checkedInAt;
  return Boolean(record?.checkedInAt) && !record?.checkedOutAt;
}

/** Runs what is due at `time` (default now); `only` limits it to one booking (demos and tests). */
export async function runDueWork(time: Date = new Date(), only?: string): Promise<DueRunResult> {
  const result: DueRunResult = { itemsRead: 0, bookingsProcessed: 0, reminders: 0, alarms: 0 };
  const until = time.toISOString();
  let failed: unknown;
  for (const shard of dueShards) {
    for await (const page of bookings.duePages(shard, until)) {
      result.itemsRead += page.scanned;
      for (const booking of page.items) {
        if (only && booking.applicationId !== only) continue;
        try {
          const sent = await processBooking(booking, time);
          result.bookingsProcessed += 1;
          result.reminders += sent.reminders;
          result.alarms += sent.alarms;
        } catch (error) {
          // One booking's failure does not stop the others; the run still fails at the end, so its
          // alarm goes off and EventBridge tries again (what was sent is not sent twice).
          logger.error('schedule: a due booking failed', { applicationId: booking.applicationId, error });
          failed ??= error;
        }
      }
    }
  }
  if (failed) throw failed;
  return result;
}

async function processBooking(due: BookingItem, time: Date): Promise<{ reminders: number; alarms: number }> {
  const sent = { reminders: 0, alarms: 0 };
  const loaded = await loadBooking(due.applicationId);
  if (!loaded || loaded.booking.cancellation) {
    await bookings.moveDue(due.applicationId, due.dueAt, null);
    return sent;
  }
  // Changed since the index was read: its own write set the moment it is due next.
  if (loaded.booking.dueAt !== due.dueAt) return sent;
  let people: People | undefined;
  const who = async () => {
    people ??= await peopleOf(loaded.booking);
    return people;
  };

  // Each mail goes out before its mark is written: a run that stops in between sends it again, and
  // notify drops the repeat (the same notification id).
  const first = reminderPending(loaded, time);
  if (first && reminderTime(first.startsAt) <= time) {
    await scheduleMail.reminder({ loaded, visit: first }, await who(), time);
    const startsAt = first.startsAt.toISOString();
    await bookings.markReminded(loaded.booking.applicationId, startsAt);
    loaded.booking.remindedFor = startsAt;
    sent.reminders += 1;
  }

  // Alarms come within hours of a visit: the days around `time` on the job's calendar hold them all.
  const today = localDay(loaded.job.timeZone, time);
  const around = { from: addDays(today, -2), to: addDays(today, 1) };
  for (const visit of activeVisits(plannedVisits(loaded, around))) {
    if (!alarmsApply(visit, loaded.booking)) continue;
    const times = alarmTimes(visit, visit);
    for (const alarm of Object.keys(alarmSends) as VisitAlarm[]) {
      const at = times[alarm];
      const mark = alarmMarks[alarm];
      if (!at || at > time || isStale(at, time) || visit.record?.[mark] || !alarmHolds(alarm, visit))
        continue;
      await alarmSends[alarm]({ loaded, visit }, await who());
      sent.alarms += 1;
      const marked = await bookings.markAlarm(
        loaded.booking.applicationId,
        visit.day,
        mark,
        time.toISOString(),
      );
      if (!marked.ok) await clearedMeanwhile(loaded, visit, alarm, await who());
    }
  }

  await bookings.moveDue(loaded.booking.applicationId, due.dueAt, nextDueAt(loaded, time));
  return sent;
}

/**
 * The alarm went out, but its mark was refused: the student checked in (or out) in the moment between.
 * Those just alerted hear the all clear at once, as after any check-in or check-out.
 */
async function clearedMeanwhile(
  loaded: LoadedBooking,
  visit: PlannedVisit,
  alarm: VisitAlarm,
  people: People,
) {
  const record = await bookings.visit(loaded.booking.applicationId, visit.day);
  if (alarm === 'overdueReminder' || !record) return;
  const what = alarm === 'notCheckedIn' ? 'in' : 'out';
  if (what === 'in' ? !record.checkedInAt : !record.checkedOutAt) return;
  await scheduleMail.allClear(
    { loaded, visit: { ...visit, record } },
    people,
    { employer: true, guardian: true },
    what,
  );
}
