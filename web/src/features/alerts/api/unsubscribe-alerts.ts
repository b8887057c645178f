import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/**
 * POST /alerts/unsubscribe with the token in the body (never in an address a server logs): the link
 * of an alert e-mail, no sign-in needed.
 */
export function unsubscribeAlerts(token: string) {
  return callRoute('unsubscribeAlerts', { body: { token } });
}

export function useUnsubscribeAlerts() {
  return useMutation({ mutationFn: unsubscribeAlerts });
}
