import { guardianConfirmed } from '../../shared/rules/family';
import type { ViewerRole } from '../../shared/schemas/schedule';
import { userRepository } from '../users/index';
import { type LoadedBooking, loadBooking } from './booking-state';
import { type BookingIndex, bookings } from './entities/bookings';

/*
 * A person's bookings as they may see them: a student's accepted jobs, an employer's hires, a
 * guardian's teens' jobs (each checked against the teen's current guardian link). The schedule page
 * and the private calendar feed both read them here.
 */

const indexOf: Record<ViewerRole, BookingIndex> = {
  student: 'byStudent',
  employer: 'byEmployer',
  guardian: 'byGuardian',
};

export async function bookingsOf(userId: string, viewer: ViewerRole): Promise<LoadedBooking[]> {
  const items = await bookings.listBy(indexOf[viewer], userId);
  let allowed = items;
  if (viewer === 'guardian') {
    const teens = new Map(
      await Promise.all(
        [...new Set(items.map((item) => item.studentId))].map(
          async (id) => [id, await userRepository.getById(id)] as const,
        ),
      ),
    );
    allowed = items.filter((item) => {
      const teen = teens.get(item.studentId);
      return teen?.guardianId === userId && guardianConfirmed(teen);
    });
  }
  const loaded = await Promise.all(allowed.map((item) => loadBooking(item.applicationId)));
  return loaded
    .filter((booking): booking is LoadedBooking => booking !== undefined)
    .sort(
      (a, b) =>
        a.job.startDate.localeCompare(b.job.startDate) ||
        a.booking.bookedAt.localeCompare(b.booking.bookedAt),
    );
}
