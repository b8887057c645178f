import { updateOwnProfile as contract } from '../../../shared/contracts/users';
import { PROFILE_UPDATED_MESSAGE } from '../../../shared/schemas/user';
import { defineRoute } from '../../lib/http-handler';
import { updateOwnProfile as update } from '../update-profile';
import { toProfileResponse } from '../user-item';

/** PUT /user/profile: body `{ id, entity, data }`; interests, bio, name, phone and ZIP code change. */
export const updateOwnProfile = defineRoute(contract, {
  async handle({ body, caller }) {
    const item = await update(caller, body);
    return { body: { message: PROFILE_UPDATED_MESSAGE, ...toProfileResponse(item) } };
  },
});
