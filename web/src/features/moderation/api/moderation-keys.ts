/** The moderation desk's query keys, one factory for the resource. */
export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  case: (id: string) => [...moderationKeys.all, 'case', id] as const,
};
