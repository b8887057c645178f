import { exchangeGoogleCode as contract } from '../../../shared/contracts/auth';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { startSession } from '../session-replies';
import { userPoolAuth } from '../user-pool-auth';

/**
 * POST /token/google: the Google return leg (docs/spec/1-students-and-accounts.md §2). The code and its PKCE verifier are exchanged
 * at the pool's token endpoint by the API, with the browser's client secret where it has one, so the
 * refresh token goes into the HttpOnly session cookie like a password sign-in's. The
 * token endpoint checks the code, the verifier and that the redirect address is the one the code was
 * issued for. A refused code is a 401 with one message: the page shows it as it is.
 */
export const exchangeGoogleCode = defineRoute(contract, {
  async handle({ body }) {
    const tokens = await userPoolAuth.exchangeCode(body.code, body.codeVerifier, body.redirectUri);
    if (!tokens)
      throw unauthorized('Google sign-in did not complete. Please try again.', 'GOOGLE_SIGN_IN_FAILED');
    return startSession('web', tokens);
  },
});
