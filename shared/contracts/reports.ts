import { ownReportsResponseSchema } from '../schemas/report';
import type { RouteContract } from './route-contract';

/** The reports function's routes (functions/reports): the jobs a user has reported. */

export const listOwnReports = {
  name: 'listOwnReports',
  response: ownReportsResponseSchema,
} as const satisfies RouteContract;
