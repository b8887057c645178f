import { getApplication as contract } from '../../../shared/contracts/applications';
import type { ApplicationResponse } from '../../../shared/schemas/application';
import { defineRoute } from '../../lib/http-handler';
import { getEmployerApplication } from '../list-applications';

/** GET /jobs/applications/{id} (employers): one application of one of the caller's own jobs. */
export const getApplication = defineRoute(contract, {
  async handle({ params, caller }) {
    return {
      body: { application: await getEmployerApplication(caller, params.id) } satisfies ApplicationResponse,
    };
  },
});
