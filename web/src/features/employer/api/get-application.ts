import type { EmployerApplication } from '@shared/schemas/application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /jobs/applications/{id}: one application of one of the employer's own jobs. */
export async function getApplication(
  applicationId: string,
  signal?: AbortSignal,
): Promise<EmployerApplication> {
  return (await callRoute('getApplication', { params: { id: applicationId }, signal })).application;
}

export function applicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: employerKeys.application(applicationId),
    queryFn: ({ signal }) => getApplication(applicationId, signal),
    staleTime: 15_000,
  });
}

/** `initial` (the row the employer clicked) shows at once while the fresh copy loads. */
export function useApplication(applicationId: string, initial?: EmployerApplication) {
  return useQuery({ ...applicationQueryOptions(applicationId), placeholderData: initial });
}
