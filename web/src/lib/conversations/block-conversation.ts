import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { conversationKeys } from './conversation-keys';

/**
 * POST /conversations/{id}/block: a party, or a teen's guardian on the teen's behalf. Read-only for
 * both from then on, and the employer cannot contact the student again. Used by the thread and by
 * /family.
 */
export function blockConversation(id: string) {
  return callRoute('blockConversation', { params: { id } });
}

export function useBlockConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** What the block dialog says will happen, for a party and for a guardian. */
export function blockDescription(viewer: 'student' | 'employer' | 'guardian', other: string, teen: string) {
  if (viewer === 'guardian') {
    return `Nobody will be able to write in this conversation any more. ${other} will not be able to contact ${teen} again or accept them for a job, and ${teen} will no longer be able to apply to ${other}'s jobs. Our team is not told: to tell us why, report a message.`;
  }
  if (viewer === 'student') {
    return `Nobody will be able to write in this conversation any more, and ${other} will not be able to contact you again or accept you for a job. You will no longer be able to apply to their jobs.`;
  }
  return `Nobody will be able to write in this conversation any more, and you will not be able to contact ${other} again or accept them for a job.`;
}
