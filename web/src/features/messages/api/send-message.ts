import type { SendMessageResponse } from '@shared/schemas/conversation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { inboxAfterSending } from '../../../lib/conversations/inbox-cache';

/** POST /conversations/{id}/messages: 201 with the message as both sides are shown it. */
export function sendMessage(id: string, text: string): Promise<SendMessageResponse> {
  return callRoute('sendMessage', { params: { id }, body: { text } });
}

export function useSendMessage(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(id, text),
    // The inbox's order and last message moved (kept in the page, without reading it again).
    onSuccess: (answer) => inboxAfterSending(queryClient, userId, id, answer.message.sentAt),
  });
}
