/*
 * Preloaded into the cognito-local child process (node -r). cognito-local 5.3 invokes the pool's
 * PostConfirmation trigger (after ConfirmSignUp, AdminConfirmSignUp and ConfirmForgotPassword, as
 * Cognito does), but swallows the function's failure and answers the confirmation with success. Cognito
 * answers it with the function's error (UserLambdaValidationException "PostConfirmation failed with
 * error …"), the user staying confirmed. This gives those three calls AWS's behaviour: the trigger is
 * invoked the same way, and its failure reaches the caller.
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { attributesToRecord } = require('cognito-local/lib/services/userPoolService');

/** The services' triggers, with a PostConfirmation whose failure is the call's failure. */
function propagatingTriggers(triggers) {
  const patched = Object.create(triggers);
  patched.postConfirmation = async (
    ctx,
    { clientId, clientMetadata, source, userAttributes, username, userPoolId },
  ) => {
    // Same event as cognito-local's own trigger (services/triggers/postConfirmation.js), no catch.
    await triggers.lambda.invoke(ctx, 'PostConfirmation', {
      clientId,
      clientMetadata,
      triggerSource: source,
      userAttributes: attributesToRecord(userAttributes),
      username,
      userPoolId,
    });
  };
  return patched;
}

for (const name of ['ConfirmSignUp', 'AdminConfirmSignUp', 'ConfirmForgotPassword']) {
  const original = Targets[name];
  if (!original || original.postConfirmationPropagates) continue;
  const wrapped = (services) => original({ ...services, triggers: propagatingTriggers(services.triggers) });
  wrapped.postConfirmationPropagates = true;
  Targets[name] = wrapped;
}
