import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { inviteGuardian, userRepository } from '../users';

/**
 * The user pool's PostConfirmation trigger: when a teen confirms their sign-up, their
 * guardian is invited. In the pool, not in POST /verifyuser, so the invitation goes out however the
 * teen confirmed, even straight against Cognito with the public client id. Cognito also calls this
 * after a forgotten password is reset (PostConfirmation_ConfirmForgotPassword): nothing to do then.
 *
 * Never throws: Cognito would answer the confirmation with an error although the user is confirmed.
 * A teen whose invitation was lost can send it again from their profile.
 */
export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const sub = event.request.userAttributes.sub;
  try {
    const user = sub ? await userRepository.getById(sub) : undefined;
    // A Google user confirms before their profile exists: their invitation goes at completion.
    if (user) await inviteGuardian(user);
  } catch (error) {
    logger.error('post-confirmation: could not read the confirmed account', { error });
  }
  return event;
}
