import { decideApplicationByLink as contract } from '../../../shared/contracts/family';
import { defineRoute } from '../../lib/http-handler';
import { decideByLink } from '../approvals';

/** POST /guardian/application/decision (public, the mail's signed single-use link). */
export const decideApplicationByLink = defineRoute(contract, {
  async handle({ body }) {
    return { body: await decideByLink(body.token, body.approve) };
  },
});
