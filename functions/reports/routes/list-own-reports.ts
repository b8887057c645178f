import type { OwnReportsResponse } from '../../../shared/schemas/report';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { reportRepository } from '../report-repository';

/**
 * GET /reports (signed in): the jobs the caller has reported, so a job's flag can say "Reported"
 * instead of asking for the same report again (issue 25, item 2). Only the caller's own.
 */
export const listOwnReports = defineRoute({
  async handle({ caller }) {
    if (!caller) throw unauthorized();
    const jobIds = await reportRepository.listJobIdsByReporter(caller.userId);
    return { body: { jobIds } satisfies OwnReportsResponse };
  },
});
