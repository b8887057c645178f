import { readApplicationByLink as contract } from '../../../shared/contracts/family';
import { defineRoute } from '../../lib/http-handler';
import { readByLink } from '../approvals';

/** POST /guardian/application (public, the mail's signed link): the whole job, before deciding. */
export const readApplicationByLink = defineRoute(contract, {
  async handle({ body }) {
    return { body: await readByLink(body.token) };
  },
});
