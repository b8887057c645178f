import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHydrated } from '../use-hydrated';
import { destinationAfterSignIn } from './after-sign-in';
import { useSession } from './session';

interface SignedOutOnlyProps {
  /** The page's `redirect` parameter, if any: it wins, as it does after signing in. */
  redirect?: string | null;
  children: ReactNode;
}

/**
 * Sign-in and sign-up are for people who are not signed in. Someone who is (a bookmark, Back after
 * signing in) goes where signing in would have taken them, instead of an empty form under a header
 * that says they are signed in. This is also how the sign-in form leaves once it has
 * signed someone in: one place decides where a signed-in person goes from here.
 */
export function SignedOutOnly({ redirect = null, children }: SignedOutOnlyProps) {
  const session = useSession();
  const navigate = useNavigate();
  const user = session.status === 'signed-in' ? session.user : null;
  // destinationAfterSignIn takes the pending job out of storage: it must run once, not per render.
  const sent = useRef(false);

  useEffect(() => {
    if (!user || sent.current) return;
    sent.current = true;
    navigate(destinationAfterSignIn(user, redirect), { replace: true });
  }, [user, redirect, navigate]);

  // While a stored session is checked, or on the way out, the form would only flash. While the
  // pre-rendered page hydrates, it shows what the build rendered: the form, as anyone signed out sees it.
  const hydrated = useHydrated();
  return session.status === 'signed-out' || !hydrated ? children : null;
}
