import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  listNewestJobs: () => import('./routes/list-newest-jobs').then((m) => m.listNewestJobs),
  searchJobs: () => import('./routes/search-jobs').then((m) => m.searchJobs),
  getJob: () => import('./routes/get-job').then((m) => m.getJob),
  // employers: post, edit, close, delete, and their own lists
  createJob: () => import('./routes/create-job').then((m) => m.createJob),
  updateJob: () => import('./routes/update-job').then((m) => m.updateJob),
  listEmployerJobs: () => import('./routes/list-employer-jobs').then((m) => m.listEmployerJobs),
  getEmployerDashboard: () => import('./routes/get-employer-dashboard').then((m) => m.getEmployerDashboard),
} satisfies RouteHandlers;

export const handler = createHttpHandler('jobs', routeModules);
