import { createHttpHandler } from '../lib/http-handler';
import { completeSocialSignUp } from './routes/complete-social-sign-up';
import { getOwnProfile } from './routes/get-own-profile';
import { registerUser } from './routes/register-user';
import { updateOwnProfile } from './routes/update-own-profile';

export const handler = createHttpHandler('users', {
  registerUser,
  getOwnProfile,
  updateOwnProfile,
  completeSocialSignUp,
});
