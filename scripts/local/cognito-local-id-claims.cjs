/*
 * Preloaded into the cognito-local child process (node -r): cognito-local 5.3 puts only email, sub
 * and custom attributes in ID tokens, while Cognito adds every standard attribute the app client may
 * read. The web app shows the signed-in person's name from given_name and family_name, and a Google
 * sign-up starts from them, so locally they are added the way a Pre Token Generation trigger would
 * (any real trigger configured for cognito-local still runs, and its claims win). Also `identities`,
 * which Cognito puts in a federated (Google) user's tokens.
 */
const jwt = require('jsonwebtoken');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const privateKey = require('cognito-local/lib/keys/cognitoLocal.private.json');

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
  return generate.call(receiver, ctx, user, ...rest).then((tokens) => withIdentities(tokens, user));
};

/**
 * A federated user's linked providers: Cognito keeps them in the `identities` attribute (a JSON list)
 * and puts the list in the ID token; a trigger may not (the claim is reserved), so the token is signed
 * again with it, by the same key. Locally the Google stand-in user carries the attribute.
 */
function withIdentities(tokens, user) {
  const value = (user.Attributes ?? []).find((a) => a.Name === 'identities')?.Value;
  if (!value || !tokens.IdToken) return tokens;
  let identities;
  try {
    identities = JSON.parse(value);
  } catch {
    return tokens; // not a list: Cognito would never have written it
  }
  const claims = jwt.decode(tokens.IdToken);
  const IdToken = jwt.sign({ ...claims, identities }, privateKey.pem, {
    algorithm: 'RS256',
    keyid: 'CognitoLocal',
  });
  return { ...tokens, IdToken };
}
