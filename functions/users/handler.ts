import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  registerUser: () => import('./routes/register-user').then((m) => m.registerUser),
  getOwnProfile: () => import('./routes/get-own-profile').then((m) => m.getOwnProfile),
  updateOwnProfile: () => import('./routes/update-own-profile').then((m) => m.updateOwnProfile),
  confirmDateOfBirth: () => import('./routes/confirm-date-of-birth').then((m) => m.confirmDateOfBirth),
  completeSocialSignUp: () => import('./routes/complete-social-sign-up').then((m) => m.completeSocialSignUp),
  getMailStatus: () => import('./routes/get-mail-status').then((m) => m.getMailStatus),
  getEmployerDisplay: () => import('./routes/employer-display').then((m) => m.getEmployerDisplay),
  setEmployerDisplay: () => import('./routes/employer-display').then((m) => m.setEmployerDisplay),
} satisfies RouteHandlers;

export const handler = createHttpHandler('users', routeModules);
