import { useQuery } from '@tanstack/react-query';
import { isStudent, useSession } from '../../../lib/auth/session';
import { ownProfileQueryOptions } from '../../../lib/profile/get-own-profile';

/**
 * A signed-in student's age, from their profile (one cache entry with the Apply form's), so the job
 * list and a job's page can mark what the rules for young teens keep from 13–15-year-olds
 * (youngTeenFindings). Null for everyone else, and until the profile is in: the server refuses such an
 * apply whatever a page shows.
 */
export function useViewerAge(): number | null {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const student = isStudent(user);
  const profile = useQuery({ ...ownProfileQueryOptions(user?.id ?? ''), enabled: student });
  return student ? (profile.data?.data.age ?? null) : null;
}
