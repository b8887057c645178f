import { applicationIdParamsSchema, applicationMessages } from '../../../shared/schemas/application';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { withdrawApplication as withdraw } from '../withdraw-application';

/** DELETE /application/{id} (students): withdraws the caller's own pending application. */
export const withdrawApplication = defineRoute({
  params: applicationIdParamsSchema,
  async handle({ params, caller }) {
    if (!caller) throw unauthorized();
    await withdraw(caller, params.id);
    return { body: { message: applicationMessages.withdrawn } };
  },
});
