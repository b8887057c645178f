/**
 * The schedule domain's public face: the day of the job, after an acceptance. Other domains call only
 * this file:
 * - the applications domain, when it accepts (`prepareBooking`: the rules on young teens' hours and the
 *   booking's writes, for its own transaction), when an owner edits, fills or removes a job (`jobEditRefusal`,
 *   `jobEdited`, `jobFilled`, `jobRemoved`), and for an accepted application's summary (`bookingSummaries`);
 * - the family domain, when a guardian confirms (`guardianLinked`);
 * - the account domain, when someone deletes their account (`forgetBookingsOf`).
 *
 * An accepted application's completion state is the schedule's: `bookingSummaries` gives it as a
 * BookingSummary (shared/schemas/booking-summary.ts): `state` is `booked`, then `completed` once the
 * employer confirmed the hours of its last visit (`completedAt`), or `cancelled`. Later features
 * (reviews, a work history) build on `completed`.
 */
export {
  type Acceptance,
  bookingSummaries,
  guardianLinked,
  jobEdited,
  jobEditRefusal,
  jobFilled,
  jobRemoved,
  prepareBooking,
} from './bookings-lifecycle';
export { forgetBookingsOf } from './forget-bookings';
export { hoursRefused } from './teen-hours';
