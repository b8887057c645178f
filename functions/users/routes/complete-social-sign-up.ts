import { socialSignUpSchema } from '../../../shared/schemas/user';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { completeSocialSignUp as complete } from '../complete-social-sign-up';
import { toProfileResponse } from '../user-item';

/**
 * POST /user/social: a Google user (signed in, no role yet) completes sign-up. Afterwards the client
 * refreshes its token (POST /token/refresh) to get one carrying the role.
 */
export const completeSocialSignUp = defineRoute({
  body: socialSignUpSchema,
  async handle({ body, caller, event }) {
    if (!caller) throw unauthorized();
    const username = event.requestContext.authorizer?.jwt?.claims?.['cognito:username'];
    const user = await complete(
      caller,
      typeof username === 'string' && username ? username : caller.userId,
      body,
    );
    return { status: 201, body: { message: 'Account Created Successfully!', ...toProfileResponse(user) } };
  },
});
