import { lazy, type RefObject, Suspense } from 'react';

// Loaded when first asked for: the header is on every first screen, this dialog on few.
const SignOutEverywhereDialog = lazy(() =>
  import('../../lib/auth/SignOutEverywhereDialog').then((m) => ({ default: m.SignOutEverywhereDialog })),
);

/** The "Sign out everywhere" question, opened from the account menu (desktop and phone). */
export function SignOutEverywhere({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignOutEverywhereDialog open onClose={onClose} returnFocusTo={returnFocusTo} />
    </Suspense>
  );
}
