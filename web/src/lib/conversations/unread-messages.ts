import type { LiveEvent } from '@shared/schemas/conversation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { inboxAfterEvent } from './inbox-cache';
import { useInbox } from './list-conversations';
import { useLiveConnection } from './live-connection';

/**
 * How many messages the person has not read, over their latest conversations (the inbox's first page:
 * a conversation with a new message is at its top). Null while unknown. Kept current by the tab's
 * live connection (a pushed message counts at once, inbox-cache.ts); while it is down, by reading
 * the inbox every minute.
 */
export function useUnreadMessages(userId: string, enabled: boolean): number | null {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: LiveEvent) => inboxAfterEvent(queryClient, userId, event),
    [queryClient, userId],
  );
  const live = useLiveConnection(enabled, onEvent);
  const inbox = useInbox(userId, enabled, !live);
  if (!inbox.data) return null;
  return inbox.data.conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
}

/** "3 unread messages", for screen readers beside the count. */
export const unreadLabel = (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`;
