import { messageResponseSchema } from '../schemas/application';
import {
  savedSearchIdParamsSchema,
  savedSearchListSchema,
  savedSearchResponseSchema,
  saveSearchBodySchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  updateSavedSearchBodySchema,
} from '../schemas/saved-search';
import type { RouteContract } from './route-contract';

/** The alerts function's routes (functions/alerts): a student's saved searches. */
export const listSavedSearches = {
  name: 'listSavedSearches',
  response: savedSearchListSchema,
} as const satisfies RouteContract;

export const saveSearch = {
  name: 'saveSearch',
  body: saveSearchBodySchema,
  status: 201,
  response: savedSearchResponseSchema,
} as const satisfies RouteContract;

export const updateSavedSearch = {
  name: 'updateSavedSearch',
  params: savedSearchIdParamsSchema,
  body: updateSavedSearchBodySchema,
  response: savedSearchResponseSchema,
} as const satisfies RouteContract;

export const deleteSavedSearch = {
  name: 'deleteSavedSearch',
  params: savedSearchIdParamsSchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

// The token is in the link (the query); a mail client's one-click POST sends its form body (RFC 8058).
export const unsubscribeAlerts = {
  name: 'unsubscribeAlerts',
  query: unsubscribeQuerySchema,
  body: unsubscribeBodySchema,
  formBody: true,
  response: unsubscribeResponseSchema,
} as const satisfies RouteContract;
