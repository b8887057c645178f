import { listOwnReports as contract } from '../../../shared/contracts/reports';
import type { OwnReportsResponse } from '../../../shared/schemas/report';
import { defineRoute } from '../../lib/http-handler';
import { reportRepository } from '../report-repository';

/**
 * GET /reports (signed in): the jobs the caller has reported, so a job's flag can say "Reported"
 * instead of asking for the same report again. Only the caller's own.
 */
export const listOwnReports = defineRoute(contract, {
  async handle({ caller }) {
    const jobIds = await reportRepository.listJobIdsByReporter(caller.userId);
    return { body: { jobIds } satisfies OwnReportsResponse };
  },
});
