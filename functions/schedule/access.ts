import { ROLES } from '../../shared/auth/pool-definition';
import { guardianConfirmed } from '../../shared/rules/family';
import { scheduleMessages, type ViewerRole } from '../../shared/schemas/schedule';
import type { Caller } from '../lib/caller';
import { forbidden, notFound } from '../lib/errors';
import { userRepository } from '../users/index';
import { type LoadedBooking, loadBooking } from './booking-state';
import type { BookingItem } from './entities/bookings';

/*
 * Who may see and act on an accepted application's schedule: its hired student, its employer, and
 * the student's confirmed guardian. Anyone else gets the same 404 as an id that does not exist; one of
 * them asking for what only another may do (a guardian checking in) is told so (403).
 */

export const bookingNotFound = () => notFound(scheduleMessages.notFound, 'BOOKING_NOT_FOUND');

/** Someone whose account has no role yet has no schedule. */
export function viewerRoleOf(caller: Caller): ViewerRole {
  if (caller.roleId === ROLES.student) return 'student';
  if (caller.roleId === ROLES.employer) return 'employer';
  if (caller.roleId === ROLES.guardian) return 'guardian';
  throw forbidden('Only students, employers and parents or guardians have a schedule.', 'WRONG_ROLE');
}

/** The caller's relation to a booking, or null when they have none. */
export async function relationTo(caller: Caller, booking: BookingItem): Promise<ViewerRole | null> {
  const role = viewerRoleOf(caller);
  if (role === 'student') return booking.studentId === caller.userId ? 'student' : null;
  if (role === 'employer') return booking.employerId === caller.userId ? 'employer' : null;
  // A guardian's link is read from the teen's record each time: a link that ended ends the access.
  if (!booking.isMinor) return null;
  const teen = await userRepository.getById(booking.studentId);
  return teen && teen.guardianId === caller.userId && guardianConfirmed(teen) ? 'guardian' : null;
}

/**
 * The booking of `applicationId` as the caller may see it; `allowed` narrows who may act (the route's
 * own rule). Anyone else, and an id that does not exist, get the same 404.
 */
export async function bookingForCaller(
  caller: Caller,
  applicationId: string,
  allowed: readonly ViewerRole[] = ['student', 'employer', 'guardian'],
): Promise<{ loaded: LoadedBooking; viewer: ViewerRole }> {
  viewerRoleOf(caller);
  const loaded = await loadBooking(applicationId);
  if (!loaded) throw bookingNotFound();
  const viewer = await relationTo(caller, loaded.booking);
  if (!viewer) throw bookingNotFound();
  if (!allowed.includes(viewer)) {
    throw forbidden(
      viewer === 'guardian'
        ? 'The student or the employer does this; you can follow it on the schedule.'
        : 'Only the other side of this job can do that.',
      'NOT_YOURS_TO_DO',
    );
  }
  return { loaded, viewer };
}
