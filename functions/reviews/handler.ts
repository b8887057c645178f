import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  submitReview: () => import('./routes/submit-review').then((m) => m.submitReview),
  getApplicationReviews: () =>
    import('./routes/get-application-reviews').then((m) => m.getApplicationReviews),
  replyToReview: () => import('./routes/reply-to-review').then((m) => m.replyToReview),
  listEmployerReviews: () => import('./routes/list-employer-reviews').then((m) => m.listEmployerReviews),
  getStudentReviews: () => import('./routes/get-student-reviews').then((m) => m.getStudentReviews),
} satisfies RouteHandlers;

export const handler = createHttpHandler('reviews', routeModules);
