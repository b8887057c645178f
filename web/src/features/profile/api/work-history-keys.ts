/** The query-key factory of a student's work history (its list on /profile). */
export const workHistoryKeys = {
  all: ['work-history'] as const,
  mine: (userId: string) => [...workHistoryKeys.all, userId] as const,
};
