import { deleteJob as contract } from '../../../shared/contracts/applications';
import type { EmployerJobResponse } from '../../../shared/schemas/job';
import { deleteJob as remove, toEmployerJob } from '../../jobs';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { jobRemoved } from '../../schedule/index';
import { endPendingApplications } from '../end-pending-applications';

export const JOB_DELETED_MESSAGE = 'Your job posting has been deleted.';

/**
 * DELETE /job/{id} (the owner, while open): a soft delete; the job leaves search at once, and every
 * pending application on it ends as "The job was removed".
 */
export const deleteJob = defineRoute(contract, {
  async handle({ params, caller, event }) {
    const now = requestTime(event);
    const { job, changed } = await remove(caller.userId, params.id, now);
    if (changed) {
      await endPendingApplications(job, 'job removed', now);
      // Its hired students' visits are cancelled (their calendars show STATUS:CANCELLED).
      await jobRemoved(job, now);
    }
    const reply: EmployerJobResponse = { job: toEmployerJob(job), message: JOB_DELETED_MESSAGE };
    return { body: reply };
  },
});
