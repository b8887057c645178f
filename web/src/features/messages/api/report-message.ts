import type { ReportMessageInput } from '@shared/schemas/conversation';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /conversations/{id}/messages/{messageId}/report: once per message and reporter. */
export function reportMessage(id: string, messageId: string, body: ReportMessageInput) {
  return callRoute('reportMessage', { params: { id, messageId }, body });
}

export function useReportMessage(id: string) {
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: ReportMessageInput }) =>
      reportMessage(id, messageId, body),
  });
}
