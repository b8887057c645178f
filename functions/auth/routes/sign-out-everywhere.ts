import { signOutEverywhere as contract } from '../../../shared/contracts/auth';
import { SIGNED_OUT_EVERYWHERE_MESSAGE } from '../../../shared/schemas/auth';
import { defineRoute } from '../../lib/http-handler';
import { clearedSessionCookie } from '../session-cookie';
import { userPoolAuth } from '../user-pool-auth';

/**
 * POST /token/revoke-all ("Sign out everywhere", from the account menu and /profile): every refresh
 * token of the caller's account stops working at the user pool (AdminUserGlobalSignOut), so each of
 * their sessions, on any device, ends at its next refresh (sessions.ts drops its record then), and
 * an ID token already issued dies within its 15 minutes. This browser's cookie goes at once.
 */
export const signOutEverywhere = defineRoute(contract, {
  async handle({ caller, event }) {
    // The pool's name for the user: the address for password sign-ups, `google_…` for Google ones.
    const username = event.requestContext.authorizer?.jwt?.claims?.['cognito:username'];
    await userPoolAuth.signOutEverywhere(typeof username === 'string' && username ? username : caller.email);
    return { body: { message: SIGNED_OUT_EVERYWHERE_MESSAGE }, cookies: clearedSessionCookie() };
  },
});
