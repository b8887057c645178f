import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { moderationKeys } from './moderation-keys';

/** GET /moderation/reports/{id}: one case (opening a new one puts it In review by this moderator). */
export function getModerationCase(id: string, signal?: AbortSignal) {
  return callRoute('getModerationCase', { params: { id }, signal });
}

export function useModerationCase(id: string) {
  return useQuery(
    queryOptions({
      queryKey: moderationKeys.case(id),
      queryFn: ({ signal }) => getModerationCase(id, signal),
    }),
  );
}
