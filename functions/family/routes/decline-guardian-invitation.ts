import { declineGuardianInvitation as contract } from '../../../shared/contracts/family';
import { familyMessages } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { declineInvitation } from '../guardian-invitations';

/** POST /guardian/invitation/decline (public, the link's token): "This is not my child". */
export const declineGuardianInvitation = defineRoute(contract, {
  async handle({ body }) {
    await declineInvitation(body.token);
    return { body: { message: familyMessages.declined } };
  },
});
