import { listJobApplications as contract } from '../../../shared/contracts/applications';
import type { JobApplicationsResponse } from '../../../shared/schemas/application';
import { defineRoute } from '../../lib/http-handler';
import { listJobApplications as list } from '../list-applications';

/** GET /job/{id}/applications (employers): the applications of one of the caller's own jobs. */
export const listJobApplications = defineRoute(contract, {
  async handle({ params, caller }) {
    return { body: { applications: await list(caller, params.id) } satisfies JobApplicationsResponse };
  },
});
