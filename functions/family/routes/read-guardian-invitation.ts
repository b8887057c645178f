import { readGuardianInvitation as contract } from '../../../shared/contracts/family';
import { defineRoute } from '../../lib/http-handler';
import { readInvitation } from '../guardian-invitations';

/** POST /guardian/invitation (public, the link's token): what the invitation page shows. */
export const readGuardianInvitation = defineRoute(contract, {
  async handle({ body }) {
    return { body: await readInvitation(body.token) };
  },
});
