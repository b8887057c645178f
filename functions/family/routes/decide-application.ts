import { applicationIdParamsSchema, decisionBodySchema } from '../../../shared/schemas/family';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { decideAsGuardian } from '../approvals';

/** POST /family/application/{id}/decision (guardians): approve or decline from /family. */
export const decideApplication = defineRoute({
  params: applicationIdParamsSchema,
  body: decisionBodySchema,
  async handle({ params, body, caller }) {
    if (!caller) throw unauthorized();
    return { body: await decideAsGuardian(caller, params.id, body.approve) };
  },
});
