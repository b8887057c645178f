import { completeSocialSignUp as contract } from '../../../shared/contracts/users';
import { forbidden } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { completeSocialSignUp as complete } from '../complete-social-sign-up';
import { toProfileResponse } from '../user-item';

/**
 * Cognito puts `identities` (the linked providers) only in the tokens of a federated user; API Gateway
 * passes it as a string. A user who signed up straight against the pool has none.
 */
function isFederated(claim: unknown): boolean {
  if (Array.isArray(claim)) return claim.length > 0;
  return typeof claim === 'string' && !['', '[]', 'null', 'undefined'].includes(claim.trim());
}

/**
 * POST /user/social: a Google user (signed in, no role yet) completes sign-up. Afterwards the client
 * refreshes its token (POST /token/refresh) to get one carrying the role.
 */
export const completeSocialSignUp = defineRoute(contract, {
  async handle({ body, caller, event }) {
    const claims = event.requestContext.authorizer?.jwt?.claims;
    // Only a Google sign-in completes here: anyone else must register through POST /user and its rules.
    if (!isFederated(claims?.identities)) {
      throw forbidden(
        'Only an account signed in with Google can be completed here. Please sign up with your e-mail address instead.',
        'NOT_FEDERATED',
      );
    }
    const username = claims?.['cognito:username'];
    const user = await complete(
      caller,
      typeof username === 'string' && username ? username : caller.userId,
      body,
    );
    return { body: { message: 'Account Created Successfully!', ...toProfileResponse(user) } };
  },
});
