import type { Written } from '../lib/conditional-write';
import { conflict } from '../lib/errors';
import { type LoadedBooking, loadBooking } from './booking-state';
import { type BookingItem, bookings } from './entities/bookings';

/** Retries after a concurrent change to the same booking: read again, decide again. */
const ATTEMPTS = 4;

/**
 * Changes a booking as `change` decides on the version it reads, written conditioned on that version
 * (and, with `hours`, on a minor's hours counter), so the decision always holds for what is written.
 * `change` answers null for nothing to do (the booking is returned unchanged as null).
 */
export async function changeBooking(
  applicationId: string,
  change: (loaded: LoadedBooking) => Promise<Partial<BookingItem> | null> | Partial<BookingItem> | null,
  options: { hours?: boolean } = {},
): Promise<LoadedBooking | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const loaded = await loadBooking(applicationId);
    if (!loaded) return null;
    const changes = await change(loaded);
    if (!changes) return null;
    const hoursRevision =
      options.hours && loaded.booking.isMinor ? await bookings.hoursRevision(loaded.booking.studentId) : null;
    const written: Written<BookingItem> = await bookings.update(loaded.booking, changes, hoursRevision);
    if (written.ok) return { ...loaded, booking: written.value };
  }
  throw conflict('This job’s schedule is being changed elsewhere. Please try again.', 'SCHEDULE_BUSY');
}
