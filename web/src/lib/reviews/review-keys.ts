/**
 * The query-key factory of reviews: the two reviews of one job as its parties see them (the timesheet),
 * and an employer's public reviews and average (job cards and pages). A review, a reply or a report
 * refreshes the job's reviews; a reply also an employer's public list.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  ofApplication: (userId: string, applicationId: string) =>
    [...reviewKeys.all, 'application', userId, applicationId] as const,
  ofEmployer: (employerId: string) => [...reviewKeys.all, 'employer', employerId] as const,
};
