/*
 * Preloaded into the cognito-local child process (node -r): cognito-local 5.3 puts only email, sub
 * and custom attributes in ID tokens, while Cognito adds every standard attribute the app client may
 * read. The web app shows the signed-in person's name from given_name and family_name, and a Google
 * sign-up starts from them, so locally they are added the way a Pre Token Generation trigger would
 * (any real trigger configured for cognito-local still runs, and its claims win).
 */
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');

/** Standard attributes the web client may read (shared/auth/pool-definition.ts webClient.readAttributes). */
const STANDARD_CLAIMS = ['given_name', 'family_name', 'phone_number'];

const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = function generateWithStandardClaims(ctx, user, ...rest) {
  const triggers = this.triggers;
  const standard = {};
  for (const { Name, Value } of user.Attributes ?? []) {
    if (STANDARD_CLAIMS.includes(Name) && Value) standard[Name] = Value;
  }
  const withClaims = Object.create(triggers);
  withClaims.enabled = (name) => name === 'PreTokenGeneration' || triggers.enabled(name);
  withClaims.preTokenGeneration = async (...args) => {
    const configured = triggers.enabled('PreTokenGeneration')
      ? await triggers.preTokenGeneration(...args)
      : {};
    const details = configured?.claimsOverrideDetails ?? {};
    return {
      ...configured,
      claimsOverrideDetails: {
        ...details,
        claimsToAddOrOverride: { ...standard, ...details.claimsToAddOrOverride },
      },
    };
  };
  const receiver = Object.create(this);
  receiver.triggers = withClaims;
  return generate.call(receiver, ctx, user, ...rest);
};
