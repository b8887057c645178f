/**
 * The query-key factory of the schedule (the visits of a person's accepted jobs): the schedule page,
 * a job's timesheet and the family page's timeline read it; every action on a visit refreshes it.
 */
export const scheduleKeys = {
  all: ['schedule'] as const,
  mine: (userId: string) => [...scheduleKeys.all, userId] as const,
  one: (userId: string, applicationId: string) => [...scheduleKeys.all, userId, applicationId] as const,
};
