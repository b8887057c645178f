import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { scheduleKeys } from '../../../lib/schedule/schedule-keys';

/** POST /schedule/calendar-feed: a new private calendar link; the older one stops working at once. */
export function createCalendarFeed() {
  return callRoute('createCalendarFeed', {});
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
