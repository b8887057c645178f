import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  listNewestJobs: () => import('./routes/list-newest-jobs').then((m) => m.listNewestJobs),
  searchJobs: () => import('./routes/search-jobs').then((m) => m.searchJobs),
  // A job's page and the sitemap of open jobs' pages: one module for both.
  getJob: () => import('./routes/job-pages').then((m) => m.getJob),
  getSitemap: () => import('./routes/job-pages').then((m) => m.getSitemap),
  // employers: post and their own lists (edit, close and delete move a job's applications and their
  // schedules, so the applications function serves them)
  createJob: () => import('./routes/create-job').then((m) => m.createJob),
  listEmployerJobs: () => import('./routes/list-employer-jobs').then((m) => m.listEmployerJobs),
  getEmployerDashboard: () => import('./routes/get-employer-dashboard').then((m) => m.getEmployerDashboard),
} satisfies RouteHandlers;

export const handler = createHttpHandler('jobs', routeModules);
