import { webPaths } from '@shared/web-paths';

/** The employer area's routes (docs/spec/2-employers-and-info-pages.md §2). */
export const employerPaths = {
  dashboard: webPaths.employerHome,
  postJob: webPaths.postJob,
  postedJobs: webPaths.postedJobs,
  applications: webPaths.employerApplications,
  profile: webPaths.profile,
} as const;

/** `/employer/home/posted-jobs?highlight={id}`: the card to scroll to and highlight for 5 s. */
export const postedJobPath = (jobId: string) =>
  `${employerPaths.postedJobs}?highlight=${encodeURIComponent(jobId)}`;
