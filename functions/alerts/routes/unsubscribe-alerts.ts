import { unsubscribeAlerts as contract } from '../../../shared/contracts/alerts';
import { UNSUBSCRIBE_TOKEN_MISSING } from '../../../shared/schemas/saved-search';
import { badRequest } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { unsubscribe } from '../unsubscribe';

/**
 * POST /alerts/unsubscribe: an alert's unsubscribe link. A mail client POSTs the one-click URL
 * (`?token=…`) with RFC 8058's `List-Unsubscribe=One-Click` form-encoded (the glue reads it:
 * `formBody`); the page the e-mail links to sends `{ "token": … }`. The token comes in one of the two,
 * never both. A forged or changed token is a 400; a used one answers that it is already done.
 */
export const unsubscribeAlerts = defineRoute(contract, {
  async handle({ query, body }) {
    if (query.token !== undefined && body.token !== undefined) {
      throw badRequest(
        'Send the link’s token once: in the address or in the body.',
        undefined,
        'TOKEN_TWICE',
      );
    }
    const token = query.token ?? body.token;
    if (token === undefined)
      throw badRequest(UNSUBSCRIBE_TOKEN_MISSING, { token: UNSUBSCRIBE_TOKEN_MISSING });
    return { body: await unsubscribe(token) };
  },
});
