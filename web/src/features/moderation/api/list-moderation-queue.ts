import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { moderationKeys } from './moderation-keys';

/** GET /moderation/reports: the reports waiting for a moderator, urgent first, oldest first. */
export function listModerationQueue(signal?: AbortSignal) {
  return callRoute('listModerationQueue', { signal });
}

export function useModerationQueue() {
  return useQuery(
    queryOptions({
      queryKey: moderationKeys.queue(),
      queryFn: ({ signal }) => listModerationQueue(signal),
      // Other moderators work the same queue: read it again each minute while the page is open.
      refetchInterval: 60_000,
    }),
  );
}
