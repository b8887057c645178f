import { routePath } from '@shared/routes';
import { decisionResponseSchema } from '@shared/schemas/family';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /guardian/application/decision: the mail's signed, single-use Approve / Decline link. */
export function useDecideByLink() {
  return useMutation({
    mutationFn: ({ token, approve }: { token: string; approve: boolean }) =>
      apiRequest(routePath('decideApplicationByLink'), {
        method: 'POST',
        body: { token, approve },
        schema: decisionResponseSchema,
      }),
  });
}
