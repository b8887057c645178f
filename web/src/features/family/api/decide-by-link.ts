import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /guardian/application/decision: the mail's signed, single-use Approve / Decline link. */
export function decideByLink({ token, approve }: { token: string; approve: boolean }) {
  return callRoute('decideApplicationByLink', { body: { token, approve } });
}

export function useDecideByLink() {
  return useMutation({ mutationFn: decideByLink });
}
