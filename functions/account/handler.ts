import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/**
 * "Your data is yours": delete my account, a guardian deletes a linked teen's, download
 * my data. Its own function: it may change every table about a person (least privilege keeps that
 * away from public registration in the users function), and the jobs and users functions are near
 * their bundle budgets. Each route's module loads on its first request.
 */
export const routeModules = {
  deleteAccount: () => import('./routes/delete-account').then((m) => m.deleteAccount),
  exportAccountData: () => import('./routes/export-account-data').then((m) => m.exportAccountData),
  deleteTeenAccount: () => import('./routes/delete-teen-account').then((m) => m.deleteTeenAccount),
} satisfies RouteHandlers;

export const handler = createHttpHandler('account', routeModules);
