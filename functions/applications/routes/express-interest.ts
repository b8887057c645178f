import { expressInterest as contract } from '../../../shared/contracts/applications';
import { applicationMessages, type InterestResponse } from '../../../shared/schemas/application';
import { defineRoute } from '../../lib/http-handler';
import { toEmployerApplication } from '../application-item';
import { expressInterest as express } from '../express-interest';

/** POST /application/{id}/interest (employers): the one interest e-mail of an application. */
export const expressInterest = defineRoute(contract, {
  async handle({ params, caller }) {
    const application = await express(caller, params.id);
    return {
      body: {
        message: applicationMessages.interestSent,
        application: toEmployerApplication(application),
      } satisfies InterestResponse,
    };
  },
});
