import { webPaths } from '@shared/web-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { rememberSignUpTab } from '../../../lib/auth/sign-up-tab';

const POST_JOB_PATH = webPaths.postJob;

interface PostJobLinkProps {
  className?: string;
  children?: ReactNode;
}

export function PostJobLink({ className, children = 'Post a Job' }: PostJobLinkProps) {
  return (
    <Link
      to={POST_JOB_PATH}
      className={className}
      // A visitor without an account goes on to sign in or sign up: those open on the employer tab.
      onClick={() => rememberSignUpTab('employer')}
    >
      {children}
    </Link>
  );
}
