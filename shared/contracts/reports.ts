import { messageResponseSchema } from '../schemas/application';
import { jobIdParamsSchema } from '../schemas/job';
import { ownReportsResponseSchema, reportBodySchema } from '../schemas/report';
import type { RouteContract } from './route-contract';

/** The reports function's routes (functions/reports): a signed-in user reports a job once. */
export const reportJob = {
  name: 'reportJob',
  limits: ['report'],
  params: jobIdParamsSchema,
  body: reportBodySchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const listOwnReports = {
  name: 'listOwnReports',
  response: ownReportsResponseSchema,
} as const satisfies RouteContract;
