import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  reportJob: () => import('./routes/report-job').then((m) => m.reportJob),
  reportReview: () => import('./routes/report-review').then((m) => m.reportReview),
  reportMessage: () => import('./routes/report-message').then((m) => m.reportMessage),
  listModerationQueue: () => import('./routes/list-moderation-queue').then((m) => m.listModerationQueue),
  getModerationCase: () => import('./routes/get-moderation-case').then((m) => m.getModerationCase),
  actOnReport: () => import('./routes/act-on-report').then((m) => m.actOnReport),
  appealDecision: () => import('./routes/appeal-decision').then((m) => m.appealDecision),
  appealDecisionByLink: () => import('./routes/appeal-decision-by-link').then((m) => m.appealDecisionByLink),
  decideAppeal: () => import('./routes/decide-appeal').then((m) => m.decideAppeal),
  listModerationAudit: () => import('./routes/list-moderation-audit').then((m) => m.listModerationAudit),
} satisfies RouteHandlers;

export const handler = createHttpHandler('moderation', routeModules);
