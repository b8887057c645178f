import { unsubscribeAlerts as contract } from '../../../shared/contracts/alerts';
import { defineRoute } from '../../lib/http-handler';
import { unsubscribe } from '../unsubscribe';

/**
 * POST /alerts/unsubscribe?token=…: an alert's unsubscribe link. A mail client sends RFC 8058's
 * `List-Unsubscribe=One-Click` form-encoded (the glue reads it: `formBody`); the page the e-mail links
 * to sends no body. A forged or changed token is a 400; a used one answers that it is already done.
 */
export const unsubscribeAlerts = defineRoute(contract, {
  async handle({ query }) {
    return { body: await unsubscribe(query.token) };
  },
});
