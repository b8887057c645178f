import { deleteTeenAccount as contract } from '../../../shared/contracts/account';
import { accountMessages } from '../../../shared/schemas/account';
import { defineRoute } from '../../lib/http-handler';
import { deleteTeenAccount as deleteTeen } from '../account-deletion';

/** DELETE /family/teen/{id}: a confirmed guardian deletes their teen's account. */
export const deleteTeenAccount = defineRoute(contract, {
  async handle({ body, params, caller }) {
    await deleteTeen(caller, params.id, body.confirmation);
    return { body: { message: accountMessages.deleted } };
  },
});
