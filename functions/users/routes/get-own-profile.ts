import { getOwnProfile as contract } from '../../../shared/contracts/users';
import { defineRoute } from '../../lib/http-handler';
import { profileNotFound } from '../../lib/profile-guard';
import { toProfileResponse } from '../user-item';
import { userRepository } from '../user-repository';

/** GET /user: the caller's own profile (docs/spec/1-students-and-accounts.md §3 User). */
export const getOwnProfile = defineRoute(contract, {
  async handle({ caller }) {
    const item = await userRepository.getById(caller.userId);
    if (!item) throw profileNotFound();
    return { body: toProfileResponse(item) };
  },
});
