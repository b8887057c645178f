import { updateTeenDetails as contract } from '../../../shared/contracts/family';
import { familyMessages } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { updateTeenDetails as update } from '../family-page';

/** PUT /family/teen/{id}/details (guardians): a teen's name, phone and ZIP code. */
export const updateTeenDetails = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const teen = await update(caller, params.id, body);
    return { body: { message: familyMessages.detailsSaved, teen } };
  },
});
