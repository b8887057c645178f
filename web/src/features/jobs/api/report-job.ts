import { routePath } from '@shared/routes';
import { messageResponseSchema } from '@shared/schemas/application';
import type { ReportBody } from '@shared/schemas/report';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /reportjob/{id}: any signed-in user reports a job once; the support mailbox gets an alert. */
export function useReportJob(jobId: string) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      apiRequest(routePath('reportJob', { id: jobId }), {
        method: 'POST',
        body,
        schema: messageResponseSchema,
      }),
  });
}
