import type { InboxResponse } from '@shared/schemas/conversation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { conversationKeys } from './conversation-keys';

/*
 * GET /conversations: the signed-in person's inbox, the latest message first (a guardian's: their
 * teens' conversations). Its first page is shared by the header's unread count, /messages, /family and
 * the Message buttons: one cache entry, read again when a new message arrives on the live connection,
 * and every minute while that is down. Older pages are the inbox page's to ask for
 * (`listConversations` with a cursor).
 */

/** Without the live connection, a shown page reads the inbox this often: the count stays within a minute. */
export const INBOX_REFRESH_MS = 60_000;

export function listConversations(cursor?: string, signal?: AbortSignal): Promise<InboxResponse> {
  return callRoute('listConversations', { query: { cursor }, signal });
}

export function inboxQueryOptions(userId: string) {
  return queryOptions({
    queryKey: conversationKeys.inbox(userId),
    queryFn: ({ signal }) => listConversations(undefined, signal),
    staleTime: 30_000,
  });
}

/** The inbox's first page; `poll`: read it every minute (never in a hidden tab). */
export function useInbox(userId: string, enabled = true, poll = false) {
  return useQuery({
    ...inboxQueryOptions(userId),
    enabled,
    refetchInterval: poll ? INBOX_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}
