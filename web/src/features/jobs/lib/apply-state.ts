import type { PublicJob } from '@shared/schemas/job';
import { useMemo } from 'react';
import { useOwnApplications } from '../../../lib/applications/list-own-applications';
import { isEmployer, isStudent, useSession } from '../../../lib/auth/session';
import type { ApplyState } from '../components/ApplyButton';

/**
 * What each job's Apply button offers the person looking (docs/spec/1-students-and-accounts.md §4 Card button): the job list's
 * cards and a job's own page alike.
 */
export function useApplyStates(): (job: PublicJob) => ApplyState {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const student = isStudent(user);
  const applications = useOwnApplications(user?.id ?? '', student);
  const applied = useMemo(
    () => new Set((applications.data ?? []).map((application) => application.data.jobId)),
    [applications.data],
  );
  return (job) => {
    if (session.status === 'loading') return 'loading';
    if (!user) return 'apply';
    // Employers, and an account that has not chosen a role yet.
    if (isEmployer(user) || !student) return 'employer';
    if (applications.isPending) return 'loading';
    return applied.has(job.entity) ? 'applied' : 'apply';
  };
}
