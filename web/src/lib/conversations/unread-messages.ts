import { useInbox } from './list-conversations';

/**
 * How many messages the person has not read, over their latest conversations (the inbox's first page:
 * a conversation with a new message is at its top). Null while unknown.
 */
export function useUnreadMessages(userId: string, enabled: boolean): number | null {
  const inbox = useInbox(userId, enabled);
  if (!inbox.data) return null;
  return inbox.data.conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
}

/** "3 unread messages", for screen readers beside the count. */
export const unreadLabel = (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`;
