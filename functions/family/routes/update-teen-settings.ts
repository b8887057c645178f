import { updateTeenSettings as contract } from '../../../shared/contracts/family';
import { familyMessages } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { updateTeenSettings as update } from '../family-page';

/** PUT /family/teen/{id}/settings (guardians): approvals, limits and e-mail for one of their teens. */
export const updateTeenSettings = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const teen = await update(caller, params.id, body);
    return { body: { message: familyMessages.settingsSaved, teen } };
  },
});
