import type { EmployerJob } from '@shared/schemas/job';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Cache keys of the employer area. Every write invalidates `all`, so the dashboard, the postings, the
 * reviewer and its counts never disagree after a change. The session clears the whole cache on sign-in
 * and sign-out, so one employer's data never reaches another in the same tab.
 */
export const employerKeys = {
  all: ['employer'] as const,
  jobs: () => [...employerKeys.all, 'jobs'] as const,
  dashboard: () => [...employerKeys.all, 'dashboard'] as const,
  jobApplications: (jobId: string) => [...employerKeys.all, 'job-applications', jobId] as const,
  application: (applicationId: string) => [...employerKeys.all, 'application', applicationId] as const,
};

/** Puts the job a write answered with into the cached list at once (the refetch follows). */
export function replaceJob(queryClient: QueryClient, job: EmployerJob): void {
  queryClient.setQueryData<EmployerJob[]>(employerKeys.jobs(), (jobs) =>
    jobs?.map((cached) => (cached.entity === job.entity ? job : cached)),
  );
}
