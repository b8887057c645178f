import { deleteAccount as contract } from '../../../shared/contracts/account';
import { accountMessages } from '../../../shared/schemas/account';
import { clearedSessionCookie } from '../../auth';
import { defineRoute } from '../../lib/http-handler';
import { deleteOwnAccount } from '../account-deletion';

/**
 * DELETE /user: the caller deletes their own account, with the typed confirmation. The
 * answer also removes the session cookie and its hint (a Set-Cookie may name the token routes' path),
 * so this browser is signed out at once; every other session ends at the user pool.
 */
export const deleteAccount = defineRoute(contract, {
  async handle({ body, caller, event }) {
    const username = event.requestContext.authorizer?.jwt?.claims?.['cognito:username'];
    await deleteOwnAccount(
      caller,
      typeof username === 'string' && username ? username : undefined,
      body.confirmation,
    );
    return { body: { message: accountMessages.deleted }, cookies: clearedSessionCookie() };
  },
});
