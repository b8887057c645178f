import { familyMessages, teenIdParamsSchema, teenSettingsSchema } from '../../../shared/schemas/family';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { updateTeenSettings as update } from '../family-page';

/** PUT /family/teen/{id}/settings (guardians): approvals, limits and e-mail for one of their teens. */
export const updateTeenSettings = defineRoute({
  params: teenIdParamsSchema,
  body: teenSettingsSchema,
  async handle({ params, body, caller }) {
    if (!caller) throw unauthorized();
    const teen = await update(caller, params.id, body);
    return { body: { message: familyMessages.settingsSaved, teen } };
  },
});
