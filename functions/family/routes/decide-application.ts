import { decideApplication as contract } from '../../../shared/contracts/family';
import { defineRoute } from '../../lib/http-handler';
import { decideAsGuardian } from '../approvals';

/** POST /family/application/{id}/decision (guardians): approve or decline from /family. */
export const decideApplication = defineRoute(contract, {
  async handle({ params, body, caller }) {
    return { body: await decideAsGuardian(caller, params.id, body.approve) };
  },
});
