import { acceptGuardianInvitation as contract } from '../../../shared/contracts/family';
import { familyMessages } from '../../../shared/schemas/family';
import { startSession } from '../../auth';
import { defineRoute } from '../../lib/http-handler';
import { acceptInvitation } from '../guardian-invitations';

/** POST /guardian/invitation/accept (public, the link's token): a new guardian account, confirmed and signed in. */
export const acceptGuardianInvitation = defineRoute(contract, {
  async handle({ body, event }) {
    const tokens = await acceptInvitation(body, event);
    // Signed in as a sign-in would: the ID token for the page, the refresh token in the session cookie.
    const session = await startSession('functions', tokens);
    return {
      body: { message: familyMessages.confirmed, data: { idToken: tokens.idToken } },
      cookies: session.cookies,
    };
  },
});
