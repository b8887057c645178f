import { authErrorCodes } from '../../shared/schemas/auth';
import { conflict } from '../lib/errors';

/** Spec/1 §8: the registration form shows this text on a 409. */
export const emailTaken = () =>
  conflict(
    'This email is already registered with the product, try another email.',
    authErrorCodes.emailTaken,
  );

export const accountAlreadySetUp = () =>
  conflict(
    'Your account is already set up, and its account type cannot be changed. Please sign in.',
    authErrorCodes.accountAlreadySetUp,
  );
