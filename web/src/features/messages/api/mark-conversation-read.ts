import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { inboxAfterReading } from '../../../lib/conversations/inbox-cache';

/** POST /conversations/{id}/read: everything shown is read; the "new message" mail is not sent. */
export function markConversationRead(id: string) {
  // Nobody reads the answer (its unread count is always 0); it is checked like every answer.
  return callRoute('markConversationRead', { params: { id } });
}

export function useMarkConversationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    // The header's count and the inbox's, without reading the inbox again.
    onSuccess: (_answer, id) => inboxAfterReading(queryClient, userId, id),
  });
}
