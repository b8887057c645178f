/*
 * The auth domain's public face: the user pool client other domains call admin operations with.
 */
export { cognito, isCognitoError, userPoolId } from '../lib/cognito-client';

export { clearedSessionCookie } from './session-cookie';
export { startSession } from './session-replies';
export { type Tokens, userPoolAuth } from './user-pool-auth';
