import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate';

/** POST /applications/{id}/reschedule/answer: accept (or, as a guardian, approve) or decline a new time. */
export function answerNewTime(applicationId: string, accept: boolean) {
  return callRoute('answerNewTime', { params: { id: applicationId }, body: { accept } });
}

export function useAnswerNewTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, accept }: { applicationId: string; accept: boolean }) =>
      answerNewTime(applicationId, accept),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
