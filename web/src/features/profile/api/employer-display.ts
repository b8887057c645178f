import type { EmployerDisplayBody } from '@shared/schemas/employer-display';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** The query-key factory of an employer's choice of how work histories name them. */
export const employerDisplayKeys = {
  mine: (userId: string) => ['employer-display', userId] as const,
};

/** GET /user/employer-display (employers). */
export function useEmployerDisplay(userId: string) {
  return useQuery({
    queryKey: employerDisplayKeys.mine(userId),
    queryFn: ({ signal }) => callRoute('getEmployerDisplay', { signal }),
  });
}

/** PUT /user/employer-display: the choice; the read is set to what the server saved. */
export function useSetEmployerDisplay(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployerDisplayBody) => callRoute('setEmployerDisplay', { body }),
    onSuccess: ({ shownAsHousehold }) =>
      queryClient.setQueryData(employerDisplayKeys.mine(userId), { shownAsHousehold }),
  });
}
