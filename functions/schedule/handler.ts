import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  getSchedule: () => import('./routes/get-schedule').then((m) => m.getSchedule),
  downloadApplicationCalendar: () =>
    import('./routes/download-application-calendar').then((m) => m.downloadApplicationCalendar),
  createCalendarFeed: () => import('./routes/create-calendar-feed').then((m) => m.createCalendarFeed),
  getCalendarFeed: () => import('./routes/get-calendar-feed').then((m) => m.getCalendarFeed),
  checkIn: () => import('./routes/check-in').then((m) => m.checkIn),
  checkOut: () => import('./routes/check-out').then((m) => m.checkOut),
  recordArrival: () => import('./routes/record-arrival').then((m) => m.recordArrival),
  confirmHours: () => import('./routes/confirm-hours').then((m) => m.confirmHours),
  cancelBooking: () => import('./routes/cancel-booking').then((m) => m.cancelBooking),
  proposeNewTime: () => import('./routes/propose-new-time').then((m) => m.proposeNewTime),
  answerNewTime: () => import('./routes/answer-new-time').then((m) => m.answerNewTime),
} satisfies RouteHandlers;

export const handler = createHttpHandler('schedule', routeModules);
