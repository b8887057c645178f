import { ageCalendarDay, nextMilestone } from '../../shared/rules/age';

/*
 * The keys of the users table's sparse `birthdaysDue` index (shared/tables.ts): a minor's next
 * birthday on which their rules change, found by the daily birthday run (functions/family/birthdays.ts).
 * A module of its own, free of the profile schemas, so the run's function bundles none.
 */

/** The birthday run's index is spread over this many partitions (no hot key at national scale). */
export const BIRTHDAY_SHARDS = 8;

export function birthdayShardOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `BIRTHDAY#${hash % BIRTHDAY_SHARDS}`;
}

/**
 * The `birthdaysDue` keys of a student born on `dateOfBirth`: their next 16th or 18th birthday, or none
 * from 18 on (then the keys are removed and the record leaves the index).
 */
export function birthdayKeys(
  userId: string,
  dateOfBirth: string,
  now: Date,
): { birthdayShard: string; birthdayOn: string } | null {
  const next = nextMilestone(dateOfBirth, ageCalendarDay(now));
  return next ? { birthdayShard: birthdayShardOf(userId), birthdayOn: next.on } : null;
}
