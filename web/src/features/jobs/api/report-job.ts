import type { ReportBody } from '@shared/schemas/report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, callRoute } from '../../../lib/api-client';
import { markReported } from './list-own-reports';

/**
 * POST /reportjob/{id}: any signed-in user reports a job once; the support mailbox gets an alert. A
 * stored report, or a 409 saying there already is one, makes the job's flag say "Reported".
 */
export function reportJob(jobId: string, body: ReportBody) {
  return callRoute('reportJob', { params: { id: jobId }, body });
}

export function useReportJob(userId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => markReported(queryClient, userId, jobId),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'ALREADY_REPORTED')
        markReported(queryClient, userId, jobId);
    },
    mutationFn: (body: ReportBody) => reportJob(jobId, body),
  });
}
