import { PROFILE_UPDATED_MESSAGE, profileUpdateSchema } from '../../../shared/schemas/user';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { updateOwnProfile as update } from '../update-profile';
import { toProfileResponse } from '../user-item';

/** PUT /user/profile: body `{ id, entity, data }`; only interests and bio change. */
export const updateOwnProfile = defineRoute({
  body: profileUpdateSchema,
  async handle({ body, caller }) {
    if (!caller) throw unauthorized();
    const item = await update(caller, body);
    return { body: { message: PROFILE_UPDATED_MESSAGE, ...toProfileResponse(item) } };
  },
});
