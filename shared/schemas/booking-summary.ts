import * as z from 'zod/mini';

/*
 * An accepted application's schedule in one line: where it stands, its hours and the pay they come to.
 * In a module of its own (not schedule.ts) because the applications contract carries it on every
 * accepted application, and a function bundles every schema of a module it imports one from.
 *
 * `state` is the application's completion state that later work (reviews, a work history) builds on:
 *  - `booked`: accepted, its visits ahead or under way;
 *  - `completed`: the employer confirmed the hours of its last visit (`completedAt` says when);
 *  - `cancelled`: one side cancelled the whole job, or the employer removed it.
 */
export const bookingStates = ['booked', 'completed', 'cancelled'] as const;
export type BookingState = (typeof bookingStates)[number];

export const bookingSummarySchema = z.object({
  state: z.enum(bookingStates),
  /** Minutes the employer confirmed (or corrected), over every visit. */
  confirmedMinutes: z.number(),
  /** Minutes checked out but not confirmed yet. */
  unconfirmedMinutes: z.number(),
  /** Confirmed hours × the hourly rate, or the job's price; null for an unpriced job. */
  payDue: z.nullable(z.number()),
  completedAt: z.nullable(z.iso.datetime()),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;
