import { routePath } from '@shared/routes';
import { type FamilyTeen, familyResponseSchema } from '@shared/schemas/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/** GET /family: the guardian's teens, each with applications, activity and settings. */
export function familyQueryOptions(guardianId: string) {
  return queryOptions({
    queryKey: familyKeys.page(guardianId),
    queryFn: async ({ signal }): Promise<FamilyTeen[]> =>
      (await apiRequest(routePath('getFamily'), { signal, schema: familyResponseSchema })).teens,
  });
}

export function useFamily(guardianId: string) {
  return useQuery(familyQueryOptions(guardianId));
}
