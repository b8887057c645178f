import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  listOwnReports: () => import('./routes/list-own-reports').then((m) => m.listOwnReports),
} satisfies RouteHandlers;

export const handler = createHttpHandler('reports', routeModules);
