import { updateJob as contract } from '../../../shared/contracts/applications';
import type { EmployerJobResponse } from '../../../shared/schemas/job';
import { decideEdit, editJob, jobRepository, toEmployerJob } from '../../jobs/index';
import { HttpError } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { hoursRefused, jobEdited, jobEditRefusal } from '../../schedule/index';

export const JOB_UPDATED_MESSAGE = 'Your job posting has been updated.';
export const JOB_UNCHANGED_MESSAGE = 'Your job posting already has these details.';

/**
 * PUT /job/{id} (the owner): edits, and (re)opens, the job (the jobs domain decides and writes it).
 * Here, beside a job's close and delete, because its hired students' schedules follow a change of its
 * days or hours: a change that would break the rules on a young teen's hours is refused first, and
 * after the edit the bookings move (their calendars' SEQUENCE rises) and the students are told.
 */
export const updateJob = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const now = requestTime(event);
    const before = await jobRepository.getById(params.id, true);
    if (before && before.employerId === caller.userId) {
      // The days and hours as they would be saved (a new title or address, placed by editJob, does not
      // bear on the hours rules).
      const decision = decideEdit(before, { ...body, title: undefined, address: undefined }, now);
      if ('changes' in decision) {
        const hired = await jobEditRefusal({ ...before, ...decision.changes }, now);
        if (hired) {
          const refused = hoursRefused(hired.refusal);
          throw new HttpError(
            refused.status,
            refused.code,
            `This change would break the hours rules for ${hired.studentFirstName}, whom you hired. ${refused.message}`,
          );
        }
      }
    }
    const { job, changed } = await editJob(caller.userId, params.id, body, now);
    if (changed && before) await jobEdited(before, job, now);
    const reply: EmployerJobResponse = {
      job: toEmployerJob(job),
      message: changed ? JOB_UPDATED_MESSAGE : JOB_UNCHANGED_MESSAGE,
    };
    return { body: reply };
  },
});
