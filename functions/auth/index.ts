/*
 * The auth domain's public face: the sign-in session other domains start or end for a caller (a
 * guardian who accepts an invitation, an account deleted), and the user-pool calls the web client could
 * make itself. The user pool's admin client is glue, in functions/lib/cognito-client.ts.
 */
export { clearedSessionCookie } from './session-cookie';
export { startSession } from './session-replies';
export { type Tokens, userPoolAuth } from './user-pool-auth';
