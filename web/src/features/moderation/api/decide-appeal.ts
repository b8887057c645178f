import type { AppealOutcome } from '@shared/rules/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { moderationKeys } from './moderation-keys';

/** POST /moderation/decisions/{id}/appeal/decision: another moderator upholds or reverses. */
export function decideAppeal(decisionId: string, body: { outcome: AppealOutcome; note: string }) {
  return callRoute('decideAppeal', { params: { id: decisionId }, body });
}

export function useDecideAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decisionId, ...body }: { decisionId: string; outcome: AppealOutcome; note: string }) =>
      decideAppeal(decisionId, body),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
