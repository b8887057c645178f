import { SESSION_ENDED_MESSAGE } from '../api-client';
import { useSession } from './session';

interface SignInAgainProps {
  /** Runs before the session ends, e.g. to remember the job being applied to. */
  beforeSignIn?: () => void;
}

/**
 * What a form shows when its request was refused because the session has ended (isSessionEnded in
 * api-client.ts): retrying cannot help, signing in again can (issue 25, item 4). The one place that
 * offers it, so signing in in place (keeping what was typed) can later replace the button here.
 */
export function SignInAgain({ beforeSignIn }: SignInAgainProps) {
  const session = useSession();
  return (
    <>
      <p>{SESSION_ENDED_MESSAGE}</p>
      <p>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => {
            beforeSignIn?.();
            session.signOut({ goTo: '/auth/signin' });
          }}
        >
          Sign in again
        </button>
      </p>
    </>
  );
}
