import * as z from 'zod/mini';
import { TIME_OF_DAY } from '../rules/job-hours';
import { bookingSummarySchema } from './booking-summary';
import { idSchema, isoDateSchema, plainText, priceTypeSchema } from './common';
import './zod-locale';

/*
 * The schedule's contract: visits by day, each accepted application's timesheet, check-in and
 * check-out, hours, cancellations and new times, and the calendar subscription.
 */

export const scheduleMessages = {
  notFound: 'We could not find that job on your schedule.',
  visitNotFound: 'We could not find that visit on this job’s schedule.',
  checkInNotOpen: 'Check-in opens 30 minutes before the visit starts.',
  noVisitToday:
    'There is no visit to check in to right now. Check-in opens 30 minutes before a visit starts.',
  alreadyCheckedIn: 'You are already checked in.',
  notCheckedIn: 'Check in first: there is no visit to check out of.',
  checkedIn: 'You are checked in. Have a good visit!',
  checkedInAway:
    'You are checked in. Your location looked far from the job’s address, so the employer will see that.',
  checkedOut: 'You are checked out. The employer will confirm your hours.',
  arrivalRecorded: 'Arrival recorded. We let the student know.',
  alreadyArrived: 'The student is already checked in for this visit.',
  hoursConfirmed: 'Hours confirmed.',
  hoursCorrected: 'Hours corrected. We told the student.',
  hoursNotYet: 'You can confirm hours once the visit has started.',
  bookingCancelled: 'Cancelled. We let the other side know.',
  visitCancelled: 'This visit is cancelled. We let the other side know.',
  alreadyCancelled: 'This is already cancelled.',
  cancelPast: 'A visit that has started can no longer be cancelled.',
  proposalSent: 'We sent your new time. It changes once it is accepted.',
  proposalWaiting: 'There is already a new time waiting for an answer.',
  noProposal: 'There is no new time waiting for your answer.',
  proposalAccepted: 'Accepted. The visit moves to the new time.',
  proposalApproved: 'Approved. It moves once everyone has agreed.',
  proposalDeclined: 'Declined. The visit stays as it was.',
  feedCreated: 'Your private calendar link is ready. Any older link no longer works.',
  unknownFeed: 'This calendar link no longer works. Make a new one on your schedule page.',
  location: 'Send your latitude and longitude together, or neither.',
} as const;

export const visitStatuses = [
  'upcoming',
  'open',
  'checkedIn',
  'checkedOut',
  'confirmed',
  'missed',
  'cancelled',
] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** Who the viewer is to an accepted application. */
export const viewerRoles = ['student', 'employer', 'guardian'] as const;
export type ViewerRole = (typeof viewerRoles)[number];

const cancellationSchema = z.object({
  by: z.enum(['student', 'employer', 'job']),
  reason: z.string(),
  at: z.string(),
});

const TIME_MESSAGE = 'Please enter a time such as 4:30 PM.';
/** `HH:MM` on a 24-hour clock (what a time input gives). */
const timeOfDaySchema = z.string({ error: TIME_MESSAGE }).check(z.regex(TIME_OF_DAY, TIME_MESSAGE));
const nullableTime = z.nullable(z.string());

/** One visit, as its viewer sees it. */
export const visitSchema = z.object({
  applicationId: idSchema,
  jobId: idSchema,
  title: z.string(),
  /** The visit's identity: the day it was first planned for (its calendar UID's day). */
  day: z.string(),
  /** The job's day it happens on (YYYY-MM-DD, on the job's calendar). */
  date: z.string(),
  startTime: nullableTime,
  endTime: nullableTime,
  timeZone: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  checkInOpensAt: z.iso.datetime(),
  status: z.enum(visitStatuses),
  checkedInAt: z.nullable(z.iso.datetime()),
  /** The employer recorded the arrival when the student could not check in. */
  checkedInBy: z.nullable(z.enum(['student', 'employer'])),
  /** The check-in's location was farther than 500 m plus its accuracy; null when none was shared. */
  awayFromJob: z.nullable(z.boolean()),
  checkedOutAt: z.nullable(z.iso.datetime()),
  /** Minutes between check-in and check-out. */
  minutes: z.nullable(z.number()),
  /** Minutes the employer confirmed; differs from `minutes` when corrected. */
  confirmedMinutes: z.nullable(z.number()),
  cancellation: z.nullable(cancellationSchema),
  moved: z.boolean(),
  /** The street only for the hired student and the employer; the town for everyone. */
  place: z.object({ street: z.nullable(z.string()), city: z.string(), state: z.string() }),
  /** The hired student (a guardian's page groups their teens' visits by it). */
  studentId: z.string(),
  studentFirstName: z.string(),
  employerFirstName: z.string(),
  viewer: z.enum(viewerRoles),
  /** What the viewer may do with this visit now. */
  actions: z.object({
    checkIn: z.boolean(),
    checkOut: z.boolean(),
    recordArrival: z.boolean(),
    confirmHours: z.boolean(),
    cancel: z.boolean(),
    proposeNewTime: z.boolean(),
  }),
  /** The application's conversation, where one exists (filled by the conversations feature). */
  conversationPath: z.nullable(z.string()),
});
export type Visit = z.infer<typeof visitSchema>;

export const proposalSchema = z.object({
  day: z.string(),
  date: z.string(),
  startTime: nullableTime,
  endTime: nullableTime,
  proposedBy: z.enum(['student', 'employer']),
  proposedAt: z.iso.datetime(),
  /** Who must still agree: the other side, and a 13–15-year-old's guardian. */
  waitingFor: z.array(z.enum(viewerRoles)),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** One accepted application: its timesheet's heading, hours and pay, and a new time if one waits. */
export const bookingSchema = z.object({
  applicationId: idSchema,
  jobId: idSchema,
  title: z.string(),
  studentFirstName: z.string(),
  employerFirstName: z.string(),
  studentIsMinor: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: nullableTime,
  endTime: nullableTime,
  timeZone: z.string(),
  price: z.nullable(z.number()),
  priceType: priceTypeSchema,
  summary: bookingSummarySchema,
  cancellation: z.nullable(cancellationSchema),
  proposal: z.nullable(proposalSchema),
  viewer: z.enum(viewerRoles),
  conversationPath: z.nullable(z.string()),
});
export type Booking = z.infer<typeof bookingSchema>;

/** GET /schedule: `applicationId` narrows it to one accepted application (its timesheet). */
export const scheduleQuerySchema = z.strictObject({ applicationId: z.optional(idSchema) });

export const scheduleResponseSchema = z.object({
  visits: z.array(visitSchema),
  bookings: z.array(bookingSchema),
  /** The viewer's private calendar link, if they made one (its address is shown once, when made). */
  calendarFeed: z.nullable(z.object({ createdAt: z.iso.datetime() })),
  /** The server's time: what the actions above were decided at. */
  now: z.iso.datetime(),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

export const applicationIdParamsSchema = z.strictObject({ id: idSchema });

/** GET /applications/{id}/calendar: `date` gives one visit (its day) rather than all of them. */
export const calendarQuerySchema = z.strictObject({ date: z.optional(isoDateSchema) });

/** A feed token: 43 base64url characters (32 random bytes). */
export const feedTokenParamsSchema = z.strictObject({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, scheduleMessages.unknownFeed)),
});

export const calendarFeedResponseSchema = z.object({
  message: z.string(),
  /** `webcal://…`: opens the phone's or computer's calendar app. */
  url: z.string(),
  /** The same feed over https, for calendars that ask for a web address (Google Calendar). */
  httpsUrl: z.string(),
});

/** Check-in and check-out: the device's location, asked at that moment only and optional. */
export const locationBodySchema = z
  .strictObject({
    latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
    longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
    /** Metres, as the browser's Geolocation API reports it. */
    accuracy: z.optional(z.number().check(z.gte(0), z.lte(100_000))),
  })
  .check(
    z.refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
      message: scheduleMessages.location,
      path: ['latitude'],
    }),
    z.meta({ description: `latitude and longitude come together, or neither: ${scheduleMessages.location}` }),
  );
export type LocationBody = z.infer<typeof locationBodySchema>;

export const visitResponseSchema = z.object({ message: z.string(), visit: visitSchema });
export type VisitResponse = z.infer<typeof visitResponseSchema>;

/** A day of the job, for the routes that act on one visit. */
const visitDaySchema = isoDateSchema;

/** POST /applications/{id}/hours: the minutes of a visit (by default the latest one to confirm). */
export const hoursBodySchema = z.strictObject({
  minutes: z
    .number({ error: 'Enter the minutes worked.' })
    .check(
      z.int('Enter whole minutes.'),
      z.gte(0, 'Minutes cannot be negative.'),
      z.lte(24 * 60, 'A visit lasts at most a day (1,440 minutes).'),
    ),
  date: z.optional(visitDaySchema),
});
export type HoursBody = z.infer<typeof hoursBodySchema>;

export const CANCEL_REASON_MAX = 300;

/** POST /applications/{id}/cancel: one visit (`date`, its day) or, without it, the whole job. */
export const cancelBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Please say why.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please say why.'),
      z.maxLength(CANCEL_REASON_MAX, `Please keep it to ${CANCEL_REASON_MAX} characters.`),
      plainText(),
    ),
  date: z.optional(visitDaySchema),
});
export type CancelBody = z.infer<typeof cancelBodySchema>;

const rescheduleMessages = {
  bothTimes: 'Give both times, or neither.',
  endAfterStart: 'The end time must be after the start time.',
} as const;

/** POST /applications/{id}/reschedule: move the visit of `date` to `newDate`, at new times or none. */
export const rescheduleBodySchema = z
  .strictObject({
    date: visitDaySchema,
    newDate: visitDaySchema,
    startTime: z.optional(z.nullable(timeOfDaySchema)),
    endTime: z.optional(z.nullable(timeOfDaySchema)),
  })
  .check(
    z.refine((body) => Boolean(body.startTime) === Boolean(body.endTime), {
      message: rescheduleMessages.bothTimes,
      path: ['endTime'],
    }),
    z.refine((body) => !body.startTime || !body.endTime || body.endTime > body.startTime, {
      message: rescheduleMessages.endAfterStart,
      path: ['endTime'],
    }),
    z.meta({
      description: `startTime and endTime come together, the end after the start: ${rescheduleMessages.bothTimes} ${rescheduleMessages.endAfterStart}`,
    }),
  );
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

export const rescheduleAnswerBodySchema = z.strictObject({
  accept: z.boolean({ error: 'accept must be true (accept) or false (decline).' }),
});

export const bookingResponseSchema = z.object({ message: z.string(), booking: bookingSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
