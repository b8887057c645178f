import type { ThreadResponse } from '@shared/schemas/conversation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { conversationKeys } from '../../../lib/conversations/conversation-keys';

/**
 * GET /conversations/{id}: the newest page of a thread, an older page (`before`), or only what is
 * new since the reader's cursor (`after`: what the page asks while its live connection is down).
 */
export function getConversation(
  id: string,
  cursors: { before?: string; after?: string } = {},
  signal?: AbortSignal,
): Promise<ThreadResponse> {
  return callRoute('getConversation', { params: { id }, query: cursors, signal });
}

export function threadQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: conversationKeys.thread(userId, id),
    queryFn: ({ signal }) => getConversation(id, {}, signal),
    // The page keeps itself current (live connection, or polling with `after`): no refetch on focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useConversationThread(userId: string, id: string) {
  return useQuery(threadQueryOptions(userId, id));
}
