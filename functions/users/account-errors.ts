import { passwordMessages } from '../../shared/rules/password';
import { personMessages } from '../../shared/rules/person';
import { authErrorCodes } from '../../shared/schemas/auth-error-codes';
import { cognitoErrorName } from '../lib/cognito-client';
import { badRequest, conflict, type HttpError } from '../lib/errors';

/** Spec/1 §8: the registration form shows this text on a 409. */
export const emailTaken = () =>
  conflict(
    'This email is already registered with the product, try another email.',
    authErrorCodes.emailTaken,
  );

/**
 * 409 from POST /user while a sign-up of the address waits for its code: a second
 * registration never replaces it, so whoever registered first keeps it and nobody can slip their own
 * password in after the owner's. The owner goes on with the code (or a new one); a stranger's sign-up
 * that nobody confirms expires after 24 hours (reconcile-accounts.ts), and the address is free again.
 */
export const signUpPending = () =>
  conflict(
    'A sign-up with this email is waiting for its 6-digit code. If it was you, enter the code from the email (or ask for a new one). If it was not you, ignore that email: the sign-up expires within a day.',
    authErrorCodes.signUpPending,
  );

export const accountAlreadySetUp = () =>
  conflict(
    'Your account is already set up, and its account type cannot be changed. Please sign in.',
    authErrorCodes.accountAlreadySetUp,
  );

/** Cognito's ways of saying "a value you sent is not acceptable": always the caller's 400, never a 500. */
const PARAMETER_ERRORS = [
  'InvalidParameterException',
  'InvalidPasswordException',
  'ValidationException',
  'SerializationException',
];

const DETAILS_REFUSED = 'We could not accept these details. Please check them and try again.';

/**
 * A Cognito parameter error as a 400 naming the field it is about, when Cognito's message says
 * ("Invalid email address format.", "…'username' failed to satisfy constraint: Member must have
 * length less than or equal to 128", "Invalid phone number format."); undefined for any other error.
 * Our own validation runs first, so these only happen if it and the pool's rules drift apart.
 */
export function cognitoParameterError(error: unknown): HttpError | undefined {
  const name = cognitoErrorName(error);
  if (!name || !PARAMETER_ERRORS.includes(name)) return undefined;
  const text = error instanceof Error ? error.message : '';
  if (name === 'InvalidPasswordException' || /password/i.test(text)) {
    return badRequest(passwordMessages.weak, { password: passwordMessages.weak }, 'INVALID_PASSWORD');
  }
  if (/email|username/i.test(text)) {
    const message = /length/i.test(text) ? personMessages.emailTooLong : personMessages.email;
    return badRequest(message, { emailId: message }, 'INVALID_PARAMETER');
  }
  if (/phone/i.test(text)) {
    return badRequest(personMessages.phone, { contactNumber: personMessages.phone }, 'INVALID_PARAMETER');
  }
  if (/given_name|family_name|name/i.test(text)) {
    return badRequest(personMessages.nameCharacters, undefined, 'INVALID_PARAMETER');
  }
  return badRequest(DETAILS_REFUSED, undefined, 'INVALID_PARAMETER');
}
