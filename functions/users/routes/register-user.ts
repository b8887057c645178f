import { registerUser as contract } from '../../../shared/contracts/users';
import { defineRoute } from '../../lib/http-handler';
import { registerUser as register } from '../register-user';

/** POST /user: creates an unverified account; the e-mailed code verifies it (POST /verifyuser). */
export const registerUser = defineRoute(contract, {
  async handle({ body, event }) {
    const user = await register(body, event);
    return {
      body: {
        message: `Account created. We sent a 6-digit code to ${user.emailId}: enter it to verify your email address.`,
        data: { id: user.userId, emailId: user.emailId, roleId: user.roleId },
      },
    };
  },
});
