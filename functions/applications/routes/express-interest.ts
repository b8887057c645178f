import * as z from 'zod/mini';
import {
  applicationIdParamsSchema,
  applicationMessages,
  type InterestResponse,
} from '../../../shared/schemas/application';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { toEmployerApplication } from '../application-item';
import { expressInterest as express } from '../express-interest';

/** POST /application/{id}/interest (employers): the one interest e-mail of an application. */
export const expressInterest = defineRoute({
  params: applicationIdParamsSchema,
  // Clients may post an empty JSON object; anything in it is refused.
  body: z.strictObject({}),
  async handle({ params, caller }) {
    if (!caller) throw unauthorized();
    const application = await express(caller, params.id);
    return {
      body: {
        message: applicationMessages.interestSent,
        application: toEmployerApplication(application),
      } satisfies InterestResponse,
    };
  },
});
