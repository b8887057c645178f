/**
 * The query-key factory of conversations: the inbox (the header's unread count, /messages, /family
 * and the Message buttons read it) and each thread. Sending, reading and blocking refresh them.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  inbox: (userId: string) => [...conversationKeys.all, 'inbox', userId] as const,
  thread: (userId: string, id: string) => [...conversationKeys.all, 'thread', userId, id] as const,
};
