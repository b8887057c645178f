import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /moderation/appeal: the appeal from a statement of reasons' link, no sign-in needed. */
export function appealByLink(input: { token: string; text: string }) {
  return callRoute('appealDecisionByLink', { body: input });
}

export function useAppealByLink() {
  return useMutation({ mutationFn: appealByLink });
}
