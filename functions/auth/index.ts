/*
 * The auth domain's public face: the user pool client other domains call admin operations with.
 */
export { cognito, isCognitoError, userPoolId } from './cognito-client';
