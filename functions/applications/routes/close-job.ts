import { closeJob as contract } from '../../../shared/contracts/applications';
import type { EmployerJobResponse } from '../../../shared/schemas/job';
import { closeJob as close, toEmployerJob } from '../../jobs';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { jobFilled } from '../../schedule/index';
import { endPendingApplications } from '../end-pending-applications';

export const JOB_CLOSED_MESSAGE = 'Job marked as filled. It no longer takes applications.';

/**
 * POST /job/{id}/close (the owner, while open): the job is filled and leaves search, and every pending
 * application on it ends as "Not selected: the job was filled". In the applications
 * function for that reason: the job's own write is job-writes.ts's, as for every job change.
 * Marking a job filled keeps the schedule of the students it hired: that is what they were hired for
 * (a removed job, or a booking one side cancels, is what cancels their visits); they are told.
 */
export const closeJob = defineRoute(contract, {
  async handle({ params, caller, event }) {
    const now = requestTime(event);
    const { job, changed } = await close(caller.userId, params.id, now);
    if (changed) {
      await endPendingApplications(job, 'job filled', now);
      await jobFilled(job, now);
    }
    const reply: EmployerJobResponse = { job: toEmployerJob(job), message: JOB_CLOSED_MESSAGE };
    return { body: reply };
  },
});
