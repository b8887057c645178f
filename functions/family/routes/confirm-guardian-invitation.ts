import { confirmGuardianInvitation as contract } from '../../../shared/contracts/family';
import { familyMessages } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { confirmInvitation } from '../guardian-invitations';

/** POST /family/invitation/confirm (guardians): a signed-in guardian confirms another child. */
export const confirmGuardianInvitation = defineRoute(contract, {
  async handle({ body, caller }) {
    await confirmInvitation(caller, body.token);
    return { body: { message: familyMessages.confirmed } };
  },
});
