import type { ActOnReportBody } from '@shared/schemas/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { moderationKeys } from './moderation-keys';

/** POST /moderation/reports/{id}/action: a decision, with its reason and note. */
export function actOnReport(id: string, body: ActOnReportBody) {
  return callRoute('actOnReport', { params: { id }, body });
}

export function useActOnReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActOnReportBody) => actOnReport(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
