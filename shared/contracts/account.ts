import { accountDeletedResponseSchema, accountDeletionSchema, accountExportSchema } from '../schemas/account';
import { teenIdParamsSchema } from '../schemas/family';
import type { RouteContract } from './route-contract';

/** The account function's routes (functions/account): "your data is yours". */
export const deleteAccount = {
  name: 'deleteAccount',
  limits: ['deleteAccount'],
  body: accountDeletionSchema,
  response: accountDeletedResponseSchema,
} as const satisfies RouteContract;

export const exportAccountData = {
  name: 'exportAccountData',
  limits: ['exportData'],
  response: accountExportSchema,
} as const satisfies RouteContract;

export const deleteTeenAccount = {
  name: 'deleteTeenAccount',
  limits: ['deleteAccount'],
  params: teenIdParamsSchema,
  body: accountDeletionSchema,
  response: accountDeletedResponseSchema,
} as const satisfies RouteContract;
