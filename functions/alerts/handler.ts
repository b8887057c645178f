import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/**
 * Saved searches and job alerts: their own function, because the jobs function is at
 * its bundle budget. Each route's module loads on its first request (RouteLoader in http-handler.ts).
 */
export const routeModules = {
  listSavedSearches: () => import('./routes/list-saved-searches').then((m) => m.listSavedSearches),
  saveSearch: () => import('./routes/save-search').then((m) => m.saveSearch),
  updateSavedSearch: () => import('./routes/update-saved-search').then((m) => m.updateSavedSearch),
  deleteSavedSearch: () => import('./routes/delete-saved-search').then((m) => m.deleteSavedSearch),
  unsubscribeAlerts: () => import('./routes/unsubscribe-alerts').then((m) => m.unsubscribeAlerts),
} satisfies RouteHandlers;

export const handler = createHttpHandler('alerts', routeModules);
