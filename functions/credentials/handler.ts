import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  getWorkHistory: () => import('./routes/get-work-history').then((m) => m.getWorkHistory),
  exportWorkHistory: () => import('./routes/export-work-history').then((m) => m.exportWorkHistory),
  getCredentialKeys: () => import('./routes/get-credential-keys').then((m) => m.getCredentialKeys),
  verifyCredential: () => import('./routes/verify-credential').then((m) => m.verifyCredential),
} satisfies RouteHandlers;

export const handler = createHttpHandler('credentials', routeModules);
