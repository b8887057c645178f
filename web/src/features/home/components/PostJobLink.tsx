import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The sign-in and sign-up screens read this to open on the employer tab when the visitor is not signed in. */
export const SIGNUP_TAB_KEY = 'signuptab';
const POST_JOB_PATH = '/employer/home/post-job';

interface PostJobLinkProps {
  className?: string;
  children?: ReactNode;
}

export function PostJobLink({ className, children = 'Post a Job' }: PostJobLinkProps) {
  return (
    <Link
      to={POST_JOB_PATH}
      className={className}
      onClick={() => {
        try {
          localStorage.setItem(SIGNUP_TAB_KEY, 'employer');
        } catch {
          // Storage can be blocked (private mode, strict settings); the link still works without the hint.
        }
      }}
    >
      {children}
    </Link>
  );
}
