import * as z from 'zod/mini';
import {
  credentialResponseSchema,
  exportQuerySchema,
  jwksResponseSchema,
  verifyCredentialBodySchema,
  verifyCredentialResponseSchema,
  workHistoryResponseSchema,
} from '../schemas/work-history';
import type { RouteContract } from './route-contract';

/** The work-history function's routes (functions/credentials): a student's verified work history. */
export const getWorkHistory = {
  name: 'getWorkHistory',
  response: workHistoryResponseSchema,
} as const satisfies RouteContract;

/** JSON Resume (`work` entries) or the signed credential; the PDF (application/pdf) is bytes. */
export const exportWorkHistory = {
  name: 'exportWorkHistory',
  query: exportQuerySchema,
  response: z.union([credentialResponseSchema, z.record(z.string(), z.unknown())]),
} as const satisfies RouteContract;

export const getCredentialKeys = {
  name: 'getCredentialKeys',
  response: jwksResponseSchema,
} as const satisfies RouteContract;

export const verifyCredential = {
  name: 'verifyCredential',
  body: verifyCredentialBodySchema,
  response: verifyCredentialResponseSchema,
} as const satisfies RouteContract;
