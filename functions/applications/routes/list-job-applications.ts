import type { JobApplicationsResponse } from '../../../shared/schemas/application';
import { jobIdParamsSchema } from '../../../shared/schemas/job';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { listJobApplications as list } from '../list-applications';

/** GET /job/{id}/applications (employers): the applications of one of the caller's own jobs. */
export const listJobApplications = defineRoute({
  params: jobIdParamsSchema,
  async handle({ params, caller }) {
    if (!caller) throw unauthorized();
    return { body: { applications: await list(caller, params.id) } satisfies JobApplicationsResponse };
  },
});
