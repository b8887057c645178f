import {
  applicationIdParamsSchema,
  bookingResponseSchema,
  calendarFeedResponseSchema,
  calendarQuerySchema,
  cancelBodySchema,
  feedTokenParamsSchema,
  hoursBodySchema,
  locationBodySchema,
  rescheduleAnswerBodySchema,
  rescheduleBodySchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
  visitResponseSchema,
} from '../schemas/schedule';
import type { RouteContract } from './route-contract';

/** The schedule function's routes (functions/schedule): the day of the job, after an acceptance. */
export const getSchedule = {
  name: 'getSchedule',
  query: scheduleQuerySchema,
  response: scheduleResponseSchema,
} as const satisfies RouteContract;

export const downloadApplicationCalendar = {
  name: 'downloadApplicationCalendar',
  params: applicationIdParamsSchema,
  query: calendarQuerySchema,
  response: { text: 'text/calendar' },
} as const satisfies RouteContract;

export const createCalendarFeed = {
  name: 'createCalendarFeed',
  status: 201,
  response: calendarFeedResponseSchema,
} as const satisfies RouteContract;

export const getCalendarFeed = {
  name: 'getCalendarFeed',
  params: feedTokenParamsSchema,
  response: { text: 'text/calendar' },
} as const satisfies RouteContract;

export const checkIn = {
  name: 'checkIn',
  params: applicationIdParamsSchema,
  body: locationBodySchema,
  response: visitResponseSchema,
} as const satisfies RouteContract;

export const checkOut = {
  name: 'checkOut',
  params: applicationIdParamsSchema,
  body: locationBodySchema,
  response: visitResponseSchema,
} as const satisfies RouteContract;

export const recordArrival = {
  name: 'recordArrival',
  params: applicationIdParamsSchema,
  response: visitResponseSchema,
} as const satisfies RouteContract;

export const confirmHours = {
  name: 'confirmHours',
  params: applicationIdParamsSchema,
  body: hoursBodySchema,
  response: visitResponseSchema,
} as const satisfies RouteContract;

export const cancelBooking = {
  name: 'cancelBooking',
  params: applicationIdParamsSchema,
  body: cancelBodySchema,
  response: bookingResponseSchema,
} as const satisfies RouteContract;

export const proposeNewTime = {
  name: 'proposeNewTime',
  params: applicationIdParamsSchema,
  body: rescheduleBodySchema,
  response: bookingResponseSchema,
} as const satisfies RouteContract;

export const answerNewTime = {
  name: 'answerNewTime',
  params: applicationIdParamsSchema,
  body: rescheduleAnswerBodySchema,
  response: bookingResponseSchema,
} as const satisfies RouteContract;
