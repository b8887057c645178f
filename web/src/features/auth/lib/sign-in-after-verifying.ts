import { useSession } from '../../../lib/auth/session';
import { useSignIn } from '../api/sign-in';
import { type AccountType, forgetSignUpTab, roleIdOf } from './account-type';

/** What the person typed on the form before the code: kept in memory only, for this one sign-in. */
export interface PendingSignIn {
  email: string;
  password: string;
  accountType: AccountType;
}

/**
 * Once the code is accepted, signs the person in with the password they typed on the form a minute
 * ago, so nobody types it twice. The page's <SignedOutOnly> then takes them where sign-in would. False
 * when that sign-in did not work (the page then shows its thank-you and the sign-in form, the address
 * filled in).
 */
export function useSignInAfterVerifying() {
  const session = useSession();
  const signIn = useSignIn();
  return async (pending: PendingSignIn): Promise<boolean> => {
    try {
      const tokens = await signIn.mutateAsync({
        emailId: pending.email,
        password: pending.password,
        expectedRoleId: roleIdOf(pending.accountType),
      });
      session.signIn(tokens.idToken);
      forgetSignUpTab();
      return true;
    } catch {
      return false;
    }
  };
}
