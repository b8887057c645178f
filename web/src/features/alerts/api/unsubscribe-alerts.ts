import { routePath } from '@shared/routes';
import { unsubscribeResponseSchema } from '@shared/schemas/saved-search';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /alerts/unsubscribe?token=…: the link of an alert e-mail, no sign-in needed. */
export function useUnsubscribeAlerts() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(routePath('unsubscribeAlerts'), {
        method: 'POST',
        query: { token },
        schema: unsubscribeResponseSchema,
      }),
  });
}
