import {
  ageCalendarDay,
  birthdayOf,
  dateOfBirthOf,
  milestoneAges,
  nextMilestone,
} from '../../shared/rules/age';
import { logger } from '../lib/logger';
import { notify, stableNotificationId } from '../lib/notify';
import {
  BIRTHDAY_SHARDS,
  birthdaysDue,
  getUser,
  guardianConfirmed,
  guardianRepository,
  moveBirthday,
  tellGuardian,
  type UserItem,
} from '../users';
import { releaseWaitingApprovals } from './approvals';

/*
 * The daily birthday run: the birthdays on which a minor's rules change. Every rule reads the age
 * from the date of birth when it needs it (shared/rules/age.ts), so the rules change on the day by
 * themselves; this run does what a day cannot do alone:
 *   - the 16th: the guardian reads it in the teen's activity (and their mail, as they chose);
 *   - the 18th: the guardian link ends (the guardian's details leave the teen's record, the teen leaves
 *     the guardian's family page), what waited for the guardian's approval goes to the employers, and
 *     the guardian is told.
 * Each minor's next such birthday is a key of the sparse `birthdaysDue` index (no Scan); the run reads
 * those due on or before today, so a missed day is caught the next. Each is claimed by a conditional
 * write before anything is said, so a retried or repeated run, or two at once, act once. Started by
 * an EventBridge schedule as the age calendar turns a day (infra/constructs/birthdays.ts); locally by
 * the stack's timer and the admin endpoint, with a scheduled event's `time` (a controlled clock).
 */

export interface BirthdayRun {
  /** The day on the age calendar the run was for. */
  day: string;
  sixteen: number;
  eighteen: number;
}

/** The scheduled event's time (EventBridge sends it; tests and the admin endpoint choose it). */
export async function runBirthdays(event: { time?: string } = {}): Promise<BirthdayRun> {
  const now = event.time ? new Date(event.time) : new Date();
  const run: BirthdayRun = { day: ageCalendarDay(now), sixteen: 0, eighteen: 0 };
  for (let shard = 0; shard < BIRTHDAY_SHARDS; shard++) {
    for (const person of await birthdaysDue(shard, run.day)) {
      try {
        const turned = await birthday(person, now);
        if (turned === 16) run.sixteen += 1;
        if (turned === 18) run.eighteen += 1;
      } catch (error) {
        // One person's failure never stops the others; they are due again tomorrow.
        logger.error('birthdays: could not act on a birthday', { userId: person.userId, error });
      }
    }
  }
  logger.info('birthdays: done', { ...run });
  return run;
}

/** Which birthday of the person is due, and acts on it; null when another run took it first. */
async function birthday(person: UserItem, now: Date): Promise<number | null> {
  const dateOfBirth = dateOfBirthOf(person);
  const due = person.birthdayOn;
  if (!dateOfBirth || !due) return null;
  const age = milestoneAges.find((years) => birthdayOf(dateOfBirth, years) === due);
  return age === 16 ? sixteenth(person, dateOfBirth, due, now) : eighteenth(person, due, now);
}

async function sixteenth(
  person: UserItem,
  dateOfBirth: string,
  due: string,
  now: Date,
): Promise<number | null> {
  const next = nextMilestone(dateOfBirth, due);
  const moved = await moveBirthday(
    person.userId,
    due,
    next ? { birthdayShard: person.birthdayShard as string, birthdayOn: next.on } : null,
  );
  if (!moved.ok) return null;
  await tellGuardian(moved.value, { kind: 'turned-16', jobTitle: '' }, now);
  return 16;
}

async function eighteenth(person: UserItem, due: string, now: Date): Promise<number | null> {
  const ended = await guardianRepository.endAtEighteen(person, due, now);
  if (!ended.ok) return null;
  const adult = await getUser(person.userId, true);
  if (adult) await releaseWaitingApprovals(adult, now);
  // Only a guardian who proved the address hears of it (an invited one got nothing but the invitation).
  if (guardianConfirmed(person) && person.parentEmail) {
    await notify(
      'GuardianAlert_LinkEnded',
      [person.parentEmail],
      { parentName: person.parentName || 'there', teenName: person.firstName },
      { id: stableNotificationId(`link-ended#${person.userId}#${due}`) },
    );
  }
  return 18;
}

/** The scheduled function's entry. */
export async function handler(event: { time?: string } = {}): Promise<BirthdayRun> {
  return runBirthdays(event);
}
