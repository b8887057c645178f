import { useMutation } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { errorMessage } from '../api-client';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useSession } from './session';

interface SignOutEverywhereDialogProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * "Sign out everywhere", asked once (the account menu and /profile open it): every session of the
 * account ends, on phones, tablets and shared computers too, and this page goes to the sign-in screen.
 * A failure is said here, and the person is still signed in to try again.
 */
export function SignOutEverywhereDialog({ open, onClose, returnFocusTo }: SignOutEverywhereDialogProps) {
  const session = useSession();
  const revoke = useMutation({ mutationFn: session.signOutEverywhere });
  return (
    <ConfirmDialog
      open={open}
      title="Sign out everywhere?"
      description="You will be signed out on every device where you are signed in, this one too. Use it if you lost a phone or signed in on a shared computer."
      confirmLabel="Sign out everywhere"
      busyLabel="Signing out…"
      busy={revoke.isPending || revoke.isSuccess}
      error={
        revoke.isError
          ? errorMessage(revoke.error, 'We could not sign you out everywhere. Please try again.')
          : null
      }
      onConfirm={() => revoke.mutate()}
      onClose={() => {
        revoke.reset();
        onClose();
      }}
      returnFocusTo={returnFocusTo}
    />
  );
}
