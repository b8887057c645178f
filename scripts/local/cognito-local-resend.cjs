/*
 * Preloaded into the cognito-local child process (node -r): cognito-local 5.3 has no
 * ResendConfirmationCode, which the verification screen's "resend" needs. This adds it with AWS's
 * behaviour: a new code for an unconfirmed user (printed and stored in .cognito/db like SignUp's),
 * UserNotFoundException for an unknown user, InvalidParameterException "User is already confirmed."
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { InvalidParameterError, UserNotFoundError } = require('cognito-local/lib/errors');
const { attributeValue } = require('cognito-local/lib/services/userPoolService');

Targets.ResendConfirmationCode ??=
  ({ cognito, messages, otp, clock }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const deliveryDetails = {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: attributeValue('email', user.Attributes),
    };
    const code = otp();
    await messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: deliveryDetails };
  };
