import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  listOwnApplications: () => import('./routes/list-own-applications').then((m) => m.listOwnApplications),
  applyToJob: () => import('./routes/apply-to-job').then((m) => m.applyToJob),
  withdrawApplication: () => import('./routes/withdraw-application').then((m) => m.withdrawApplication),
  listJobApplications: () => import('./routes/list-job-applications').then((m) => m.listJobApplications),
  getApplication: () => import('./routes/get-application').then((m) => m.getApplication),
  reviewApplication: () => import('./routes/review-application').then((m) => m.reviewApplication),
  expressInterest: () => import('./routes/express-interest').then((m) => m.expressInterest),
  // A job's close and delete end its pending applications, so they are served here.
  closeJob: () => import('./routes/close-job').then((m) => m.closeJob),
  deleteJob: () => import('./routes/delete-job').then((m) => m.deleteJob),
  // A job's edit moves its hired students' schedules (its bookings), as a close and delete move its
  // applications.
  updateJob: () => import('./routes/update-job').then((m) => m.updateJob),
} satisfies RouteHandlers;

export const handler = createHttpHandler('applications', routeModules);
