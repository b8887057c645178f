/** One key factory for the family resources, keyed by the signed-in guardian or the link. */
export const familyKeys = {
  all: ['family'] as const,
  page: (guardianId: string) => ['family', 'page', guardianId] as const,
  invitation: (token: string) => ['family', 'invitation', token] as const,
  /** An approval link's application and its whole job. */
  approval: (token: string) => ['family', 'approval', token] as const,
};
