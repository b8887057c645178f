import { withdrawApplication as contract } from '../../../shared/contracts/applications';
import { applicationMessages } from '../../../shared/schemas/application';
import { defineRoute } from '../../lib/http-handler';
import { withdrawApplication as withdraw } from '../withdraw-application';

/** DELETE /application/{id} (students): withdraws the caller's own pending application. */
export const withdrawApplication = defineRoute(contract, {
  async handle({ params, caller }) {
    await withdraw(caller, params.id);
    return { body: { message: applicationMessages.withdrawn } };
  },
});
