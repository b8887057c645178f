import {
  type ApplyResponse,
  applicationMessages,
  applyBodySchema,
} from '../../../shared/schemas/application';
import { jobIdParamsSchema } from '../../../shared/schemas/job';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { applyToJob as apply } from '../apply-to-job';

/** POST /applyjob/{id} (students): 200 on success, as the spec's client expects (spec/1 §7). */
export const applyToJob = defineRoute({
  params: jobIdParamsSchema,
  body: applyBodySchema,
  async handle({ params, body, caller }) {
    if (!caller) throw unauthorized();
    const application = await apply(caller, params.id, body);
    return {
      body: {
        message:
          application.status === 'AwaitingApproval'
            ? applicationMessages.awaitingApproval
            : applicationMessages.applied,
        entity: application.applicationId,
        status: application.status,
      } satisfies ApplyResponse,
    };
  },
});
