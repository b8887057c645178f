import { mailboxOf } from '../../shared/rules/person';
import { runtimeEnv } from '../../shared/runtime-env';
import { HttpError } from '../lib/errors';
import { consumeLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import type { UserItem } from './user-item';
import { userRepository } from './user-repository';

/**
 * Tells the parent or guardian of a student under 18 that the account exists (spec/1 §7). Sent only
 * for an address someone has proved they own: after the teen verifies their e-mail (POST /verifyuser),
 * or at once for a Google account. At most one alert per parent address per day (the `parentAlert`
 * limit, a conditional write), so no one can make us mail a stranger over and over, and fifty verifies
 * at once mail once. Never throws: a mail problem must not undo a registration.
 */
export async function alertParentOfNewTeen(user: UserItem, now = new Date()): Promise<void> {
  if (!user.parentEmail) return;
  try {
    await consumeLimit('parentAlert', mailboxOf(user.parentEmail), now);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      logger.info('parent alert: this parent was alerted today already, not sent again', {
        userId: user.userId,
      });
    } else {
      // Without the once-a-day record we cannot promise "once": send nothing and say so.
      logger.error('parent alert: could not record the alert, not sent', { userId: user.userId, error });
    }
    return;
  }
  await notify('ParentAlert_TeenRegistered', [user.parentEmail], {
    // The Google completion form does not ask for the parent's name; "Hi there," reads fine.
    parentName: user.parentName || 'there',
    teenName: `${user.firstName} ${user.lastName}`.trim(),
    appUrl: process.env[runtimeEnv.appUrl] ?? '',
  });
}

/**
 * After POST /verifyuser confirmed `email`: alerts the parent if the account is a teen's. Never
 * throws (the account is verified whatever happens here).
 */
export async function alertParentAfterVerification(email: string, now = new Date()): Promise<void> {
  try {
    const user = await userRepository.findByEmail(email);
    if (user) await alertParentOfNewTeen(user, now);
  } catch (error) {
    logger.error('parent alert: could not read the verified account', { error });
  }
}
