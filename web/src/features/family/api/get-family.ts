import type { FamilyTeen } from '@shared/schemas/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/** GET /family: the guardian's teens, each with applications, activity and settings. */
export async function getFamily(signal?: AbortSignal): Promise<FamilyTeen[]> {
  return (await callRoute('getFamily', { signal })).teens;
}

export function familyQueryOptions(guardianId: string) {
  return queryOptions({
    queryKey: familyKeys.page(guardianId),
    queryFn: ({ signal }) => getFamily(signal),
  });
}

export function useFamily(guardianId: string) {
  return useQuery(familyQueryOptions(guardianId));
}
