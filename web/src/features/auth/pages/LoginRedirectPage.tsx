import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { takePostLogoutLoginPath } from '../../../lib/auth/after-sign-in';
import { PageMeta } from '../../../lib/page-meta';

/** /auth/login-redirect: a blank page that forwards to the stored login address (docs/spec/1-students-and-accounts.md §2). */
export default function LoginRedirectPage() {
  const navigate = useNavigate();
  // The stored address is read once (it is removed as it is read), even if effects run twice.
  const target = useRef<string | null>(null);
  useEffect(() => {
    target.current ??= takePostLogoutLoginPath();
    navigate(target.current, { replace: true });
  }, [navigate]);
  return (
    <>
      <PageMeta title="Redirecting" description="Taking you to sign in." />
      <p className="visually-hidden" role="status">
        Taking you to sign in…
      </p>
    </>
  );
}
