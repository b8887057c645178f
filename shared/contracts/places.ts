import { placeSearchQuerySchema, placeSearchResponseSchema } from '../schemas/place';
import type { RouteContract } from './route-contract';

/** The places function's route (functions/places): US place autocomplete. */
export const searchPlaces = {
  name: 'searchPlaces',
  query: placeSearchQuerySchema,
  response: placeSearchResponseSchema,
} as const satisfies RouteContract;
