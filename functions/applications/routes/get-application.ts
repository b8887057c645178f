import { type ApplicationResponse, applicationIdParamsSchema } from '../../../shared/schemas/application';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { getEmployerApplication } from '../list-applications';

/** GET /jobs/applications/{id} (employers): one application of one of the caller's own jobs. */
export const getApplication = defineRoute({
  params: applicationIdParamsSchema,
  async handle({ params, caller }) {
    if (!caller) throw unauthorized();
    return {
      body: { application: await getEmployerApplication(caller, params.id) } satisfies ApplicationResponse,
    };
  },
});
