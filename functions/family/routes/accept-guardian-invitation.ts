import { acceptInvitationBodySchema, familyMessages } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { acceptInvitation } from '../guardian-invitations';

/** POST /guardian/invitation/accept (public, the link's token): a new guardian account, confirmed and signed in. */
export const acceptGuardianInvitation = defineRoute({
  body: acceptInvitationBodySchema,
  async handle({ body, event }) {
    const tokens = await acceptInvitation(body, event);
    return { status: 201, body: { message: familyMessages.confirmed, data: tokens } };
  },
});
