/**
 * The query-key factory of a student's own applications: My Applications lists them, the jobs page's
 * Apply buttons read them, and applying or withdrawing refreshes them.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  own: (userId: string) => [...applicationKeys.all, 'own', userId] as const,
};
