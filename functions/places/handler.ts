import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  searchPlaces: () => import('./routes/search-places').then((m) => m.searchPlaces),
} satisfies RouteHandlers;

export const handler = createHttpHandler('places', routeModules);
