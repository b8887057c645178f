import { createHttpHandler } from '../lib/http-handler';
import { confirmForgotPassword } from './routes/confirm-forgot-password';
import { forgotPassword } from './routes/forgot-password';
import { refreshToken } from './routes/refresh-token';
import { resendVerificationCode } from './routes/resend-verification-code';
import { revokeToken } from './routes/revoke-token';
import { signIn } from './routes/sign-in';
import { verifyUser } from './routes/verify-user';

export const handler = createHttpHandler('auth', {
  signIn,
  refreshToken,
  revokeToken,
  verifyUser,
  resendVerificationCode,
  forgotPassword,
  confirmForgotPassword,
});
