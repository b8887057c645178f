import { reviewApplication as contract } from '../../../shared/contracts/applications';
import { applicationMessages, type ReviewResponse } from '../../../shared/schemas/application';
import { defineRoute } from '../../lib/http-handler';
import { toEmployerApplication } from '../application-item';
import { reviewApplication as review } from '../review-application';

/** POST /application/review (employers): accept (true) or reject (false) an application of an own job. */
export const reviewApplication = defineRoute(contract, {
  async handle({ body, caller }) {
    const { application, changed } = await review(caller, body);
    const message = !changed
      ? applicationMessages.alreadyDecided
      : application.status === 'Accepted'
        ? applicationMessages.accepted
        : applicationMessages.rejected;
    return {
      body: { message, changed, application: toEmployerApplication(application) } satisfies ReviewResponse,
    };
  },
});
