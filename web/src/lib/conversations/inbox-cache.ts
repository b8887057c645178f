import type { InboxResponse, LiveEvent } from '@shared/schemas/conversation';
import type { QueryClient } from '@tanstack/react-query';
import { conversationKeys } from './conversation-keys';

/*
 * The inbox kept current without reading it again: a message pushed on the live connection moves its
 * conversation to the top with one more unread, and reading a thread sets its count to 0. Only a
 * conversation the cached page does not hold makes the page read the inbox again.
 */

export function inboxAfterEvent(queryClient: QueryClient, userId: string, event: LiveEvent): void {
  const key = conversationKeys.inbox(userId);
  const inbox = queryClient.getQueryData<InboxResponse>(key);
  const found = inbox?.conversations.find((conversation) => conversation.id === event.conversationId);
  if (!inbox || !found) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<InboxResponse>(key, {
    ...inbox,
    conversations: [
      { ...found, unreadCount: found.unreadCount + 1, lastMessageAt: event.message.sentAt },
      ...inbox.conversations.filter((conversation) => conversation.id !== event.conversationId),
    ],
  });
}

/** The reader's own message: its conversation moves to the top, nothing unread. */
export function inboxAfterSending(
  queryClient: QueryClient,
  userId: string,
  conversationId: string,
  sentAt: string,
) {
  const key = conversationKeys.inbox(userId);
  const inbox = queryClient.getQueryData<InboxResponse>(key);
  const found = inbox?.conversations.find((conversation) => conversation.id === conversationId);
  if (!inbox || !found) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<InboxResponse>(key, {
    ...inbox,
    conversations: [
      { ...found, lastMessageAt: sentAt },
      ...inbox.conversations.filter((conversation) => conversation.id !== conversationId),
    ],
  });
}

export function inboxAfterReading(queryClient: QueryClient, userId: string, conversationId: string): void {
  queryClient.setQueryData<InboxResponse>(conversationKeys.inbox(userId), (inbox) =>
    inbox
      ? {
          ...inbox,
          conversations: inbox.conversations.map((conversation) =>
            conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation,
          ),
        }
      : inbox,
  );
}
