import { defineRoute } from '../../lib/http-handler';
import { profileNotFound } from '../update-profile';
import { toProfileResponse } from '../user-item';
import { userRepository } from '../user-repository';

/** GET /user: the caller's own profile (spec/1 §3 User). */
export const getOwnProfile = defineRoute({
  async handle({ caller }) {
    // The route is signed-in only, so the glue has already refused anonymous callers.
    const item = caller && (await userRepository.getById(caller.userId));
    if (!item) throw profileNotFound();
    return { body: toProfileResponse(item) };
  },
});
