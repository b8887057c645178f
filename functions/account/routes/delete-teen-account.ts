import { accountDeletionSchema, accountMessages } from '../../../shared/schemas/account';
import { teenIdParamsSchema } from '../../../shared/schemas/family';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { deleteTeenAccount as deleteTeen } from '../account-deletion';

/** DELETE /family/teen/{id} (issue 21 §4): a confirmed guardian deletes their teen's account. */
export const deleteTeenAccount = defineRoute({
  body: accountDeletionSchema,
  params: teenIdParamsSchema,
  async handle({ body, params, caller }) {
    if (!caller) throw unauthorized();
    await deleteTeen(caller, params.id, body.confirmation);
    return { body: { message: accountMessages.deleted } };
  },
});
