import { deleteJob as contract } from '../../../shared/contracts/applications';
import type { EmployerJobResponse } from '../../../shared/schemas/job';
import { deleteJob as remove } from '../../jobs/close-or-delete-job';
import { toEmployerJob } from '../../jobs/job-item';
import { defineRoute } from '../../lib/http-handler';
import { endPendingApplications } from '../end-pending-applications';

export const JOB_DELETED_MESSAGE = 'Your job posting has been deleted.';

/**
 * DELETE /job/{id} (the owner, while open): a soft delete; the job leaves search at once, and every
 * pending application on it ends as "The job was removed" (issue 20 §3).
 */
export const deleteJob = defineRoute(contract, {
  async handle({ params, caller }) {
    const { job, changed } = await remove(caller.userId, params.id);
    if (changed) await endPendingApplications(job, 'job removed');
    const reply: EmployerJobResponse = { job: toEmployerJob(job), message: JOB_DELETED_MESSAGE };
    return { body: reply };
  },
});
