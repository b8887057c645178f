import type { Cancellation } from '../../shared/rules/schedule';
import { changeBooking } from './change-booking';
import { type BookingIndex, bookings } from './entities/bookings';
import { calendarFeeds } from './entities/calendar-feeds';

/** Who is leaving: the index that finds their bookings, and what each booking keeps of them. */
const byRole = {
  student: { index: 'byStudent', name: { studentFirstName: 'Former student' } },
  employer: { index: 'byEmployer', name: { employerFirstName: 'Former employer' } },
  guardian: { index: 'byGuardian', name: {} },
} as const satisfies Record<string, { index: BookingIndex; name: object }>;

/**
 * An account deletion: the person's bookings forget them. A student's or an employer's bookings are
 * cancelled (no visit can happen without them, and no reminder or alarm goes out again) and keep
 * "Former student" or "Former employer" in place of the name, as the applications do; a guardian
 * simply stops following their teen's. Their private calendar link stops working.
 */
export async function forgetBookingsOf(userId: string, role: keyof typeof byRole, now: Date): Promise<void> {
  const { index, name } = byRole[role];
  const cancellation: Cancellation | undefined =
    role === 'guardian'
      ? undefined
      : { by: role, reason: `The ${role} deleted their account.`, at: now.toISOString() };
  for (const booking of await bookings.listBy(index, userId)) {
    await changeBooking(booking.applicationId, (loaded) => ({
      ...name,
      ...(role === 'guardian' ? { guardianId: undefined } : {}),
      ...(cancellation && !loaded.booking.cancellation
        ? {
            cancellation,
            proposal: undefined,
            sequence: loaded.booking.sequence + 1,
            dueAt: undefined,
            dueShard: undefined,
          }
        : {}),
      updatedAt: now.toISOString(),
    }));
  }
  await calendarFeeds.forget(userId);
}
