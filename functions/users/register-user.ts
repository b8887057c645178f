import type { Registration } from '../../shared/schemas/user';
import { consumeAddressAndIpLimits, releaseLimits } from '../lib/address-limits';
import { isCognitoError } from '../lib/cognito-client';
import { HttpError } from '../lib/errors';
import type { ApiEvent } from '../lib/http-handler';
import type { LimitSlot } from '../lib/limits';
import { logger } from '../lib/logger';
import { cognitoParameterError, emailTaken, signUpPending } from './account-errors';
import { newUserItem, type UserItem } from './user-item';
import { userPoolAccounts } from './user-pool-accounts';
import { userRepository } from './user-repository';
import { verificationCooldown } from './verification-cooldown';

async function createPoolUser(input: Registration, event: ApiEvent | undefined): Promise<string> {
  try {
    return await userPoolAccounts.signUp(input, event);
  } catch (error) {
    if (isCognitoError(error, 'UsernameExistsException', 'AliasExistsException')) throw emailTaken();
    throw cognitoParameterError(error) ?? error;
  }
}

/**
 * A password registration of `email` only where nobody holds the address: a confirmed account (or a
 * Google one) keeps it (409 EMAIL_TAKEN), and so does a sign-up waiting for its code (409
 * SIGN_UP_PENDING). Replacing a pending sign-up was a takeover: an attacker
 * registered the address again after the owner, the owner entered the newest code, and the
 * attacker's password then signed in to the verified address.
 */
async function refuseIfHeld(email: string): Promise<void> {
  const [found, profiles] = await Promise.all([
    userPoolAccounts.find(email),
    userRepository.findAllByEmail(email),
  ]);
  if (found?.status === 'UNCONFIRMED') throw signUpPending();
  if (found || profiles.length > 0) throw emailTaken();
}

/**
 * Makes room for a Google sign-up completion (routes/complete-social-sign-up.ts) of `email`. A confirmed
 * account (or another Google one) keeps its address: 409. An UNCONFIRMED password sign-up is
 * replaced: Google has proved that this caller owns the address, which the pending sign-up never
 * did. Its profile goes first, then the pool user, so nothing of it is left.
 */
export async function replaceUnconfirmedSignUp(email: string, self?: string): Promise<void> {
  const [found, profiles] = await Promise.all([
    userPoolAccounts.find(email),
    userRepository.findAllByEmail(email),
  ]);
  // `self`: the Google user completing sign-up, whom the pool may also find by this address.
  const account = found && found.sub !== self ? found : undefined;
  if (account && account.status !== 'UNCONFIRMED') throw emailTaken();
  // A Google account's profile, or one whose pool user is gone (the reconciliation removes those).
  if (profiles.some((profile) => profile.userId !== account?.sub)) throw emailTaken();
  if (!account) return;
  for (const profile of profiles) await userRepository.delete(profile.userId);
  await userPoolAccounts.delete(account.username);
  logger.info('register: replaced an unconfirmed sign-up of the same address', { userId: account.sub });
}

/** Undoes a half-made account; whatever cannot be undone now is left to the reconciliation. */
async function undo(email: string, userId: string): Promise<void> {
  await Promise.all([
    userRepository.delete(userId).catch((error: unknown) => {
      logger.error('register: could not roll back the profile', { userId, error });
    }),
    userPoolAccounts.delete(email).catch((error: unknown) => {
      logger.error('register: could not roll back the pool user', { userId, error });
    }),
  ]);
}

/**
 * Registers an e-mail and password account (POST /user): pool user (unconfirmed, code e-mailed), role
 * set by the backend, then the profile. If a step after the pool user fails, both are removed again
 * so that the same registration can simply be retried. Nobody is mailed but the address itself (the
 * code): the parent alert waits until the teen has verified that address (POST /verifyuser).
 *
 * Order of the guards, cheapest refusal first and nothing counted for a refused duplicate:
 * 1. the address's 30-second code slot (verification-cooldown.ts), a conditional write: of identical
 *    registrations at once, or a double submit, one goes on and the rest get 409. Registration sends
 *    the first code, so the slot is also the resend cooldown; it is given back if registration fails;
 * 2. the per-IP and per-address limits (429 with Retry-After);
 * 3. the address: a confirmed account keeps it (409), and so does a sign-up waiting for its code.
 */
export async function registerUser(
  input: Registration,
  event?: ApiEvent,
  now = new Date(),
): Promise<UserItem> {
  const email = input.emailId;
  const slot = await verificationCooldown.claim(email, now.getTime());
  if (!slot.ok) throw emailTaken();
  let limitSlots: LimitSlot[] = [];
  try {
    if (event) {
      limitSlots = await consumeAddressAndIpLimits(
        { perIp: 'registerPerIp', perAddress: 'registerPerAddress' },
        email,
        event,
        now,
      );
    }
    await refuseIfHeld(email);
    const userId = await createPoolUser(input, event);
    const item = newUserItem(
      userId,
      input,
      {
        signUpMethod: 'password',
        referralSource: input.referralSource,
        referralDetails: input.referralDetails,
      },
      now,
    );
    try {
      await userPoolAccounts.setRole(email, input.roleId);
      // The id is the new Cognito user's: a record under it already is a fault, undone like one.
      if (!(await userRepository.create(item)).ok) throw new Error(`User record ${userId} exists already`);
    } catch (error) {
      await undo(email, userId);
      throw cognitoParameterError(error) ?? error;
    }
    logger.info('register: account created', { userId, roleId: item.roleId });
    return item;
  } catch (error) {
    await verificationCooldown.release(email).catch((releaseError: unknown) => {
      logger.warn('register: could not release the code slot', { error: releaseError });
    });
    // A refusal (409, 400) still counts as an attempt; a fault on our side does not.
    if (!(error instanceof HttpError)) await releaseLimits(limitSlots);
    throw error;
  }
}
