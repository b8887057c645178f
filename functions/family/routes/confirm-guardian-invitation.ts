import { familyMessages, invitationTokenBodySchema } from '../../../shared/schemas/family';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { confirmInvitation } from '../guardian-invitations';

/** POST /family/invitation/confirm (guardians): a signed-in guardian confirms another child. */
export const confirmGuardianInvitation = defineRoute({
  body: invitationTokenBodySchema,
  async handle({ body, caller }) {
    if (!caller) throw unauthorized();
    await confirmInvitation(caller, body.token);
    return { body: { message: familyMessages.confirmed } };
  },
});
