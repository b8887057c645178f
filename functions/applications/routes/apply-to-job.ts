import { applyToJob as contract } from '../../../shared/contracts/applications';
import { type ApplyResponse, applicationMessages } from '../../../shared/schemas/application';
import { defineRoute } from '../../lib/http-handler';
import { applyToJob as apply } from '../apply-to-job';

/** POST /applyjob/{id} (students): 200 on success, as the spec's client expects (docs/spec/1-students-and-accounts.md §7). */
export const applyToJob = defineRoute(contract, {
  async handle({ params, body, caller }) {
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
