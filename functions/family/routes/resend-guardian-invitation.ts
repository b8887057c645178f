import { resendGuardianInvitation as contract } from '../../../shared/contracts/family';
import { familyMessages } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { toProfileResponse } from '../../users';
import { resendInvitation } from '../guardian-invitations';

/** POST /user/guardian/resend (students): the invitation again, with a new link. */
export const resendGuardianInvitation = defineRoute(contract, {
  async handle({ caller }) {
    const teen = await resendInvitation(caller);
    return { body: { message: familyMessages.resent, profile: toProfileResponse(teen) } };
  },
});
