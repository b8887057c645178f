import { messageResponseSchema } from '../schemas/application';
import {
  messageParamsSchema,
  reportMessageBodySchema,
  reportMessageResponseSchema,
} from '../schemas/conversation';
import { jobIdParamsSchema } from '../schemas/job';
import {
  actOnReportBodySchema,
  actOnReportResponseSchema,
  appealBodySchema,
  appealByLinkBodySchema,
  appealResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  decideAppealBodySchema,
  decideAppealResponseSchema,
  decisionIdParamsSchema,
  moderationCaseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  reportIdParamsSchema,
} from '../schemas/moderation';
import { reportBodySchema } from '../schemas/report';
import { reportReviewBodySchema, reviewIdParamsSchema } from '../schemas/reviews';
import type { RouteContract } from './route-contract';

/**
 * The moderation function's routes (functions/moderation): the moderators' queue, cases and actions,
 * the affected person's appeal, another moderator's decision on it, and the audit log.
 */
export const listModerationQueue = {
  name: 'listModerationQueue',
  query: moderationQueueQuerySchema,
  response: moderationQueueResponseSchema,
} as const satisfies RouteContract;

export const getModerationCase = {
  name: 'getModerationCase',
  params: reportIdParamsSchema,
  response: moderationCaseSchema,
} as const satisfies RouteContract;

export const actOnReport = {
  name: 'actOnReport',
  params: reportIdParamsSchema,
  body: actOnReportBodySchema,
  response: actOnReportResponseSchema,
} as const satisfies RouteContract;

export const appealDecision = {
  name: 'appealDecision',
  params: decisionIdParamsSchema,
  body: appealBodySchema,
  response: appealResponseSchema,
} as const satisfies RouteContract;

export const appealDecisionByLink = {
  name: 'appealDecisionByLink',
  body: appealByLinkBodySchema,
  response: appealResponseSchema,
} as const satisfies RouteContract;

export const decideAppeal = {
  name: 'decideAppeal',
  params: decisionIdParamsSchema,
  body: decideAppealBodySchema,
  response: decideAppealResponseSchema,
} as const satisfies RouteContract;

export const listModerationAudit = {
  name: 'listModerationAudit',
  query: auditQuerySchema,
  response: auditResponseSchema,
} as const satisfies RouteContract;

/** A signed-in user reports a job once; the report joins the desk's queue. */
export const reportJob = {
  name: 'reportJob',
  limits: ['report'],
  params: jobIdParamsSchema,
  body: reportBodySchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

/** A conversation's member reports a message once; the report joins the desk's queue. */
export const reportMessage = {
  name: 'reportMessage',
  limits: ['messageReport'],
  status: 201,
  params: messageParamsSchema,
  body: reportMessageBodySchema,
  response: reportMessageResponseSchema,
} as const satisfies RouteContract;

/** POST /reviews/{id}/report: a review goes to the desk, as a job does. */
export const reportReview = {
  name: 'reportReview',
  limits: ['reviewReport'],
  params: reviewIdParamsSchema,
  body: reportReviewBodySchema,
  status: 201,
  response: messageResponseSchema,
} as const satisfies RouteContract;
