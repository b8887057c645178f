/*
 * Preloaded into the cognito-local child process (node -r), after cognito-local-resend.cjs.
 * cognito-local 5.3 generates a client secret but never checks it, ignores a client's
 * ExplicitAuthFlows, lets any client use any refresh token and has no GetTokensFromRefreshToken.
 * Cognito does all four, and the split between the browser's client and the functions' client
 * rests on them, so this adds them with AWS's behaviour:
 * - a client with a secret: SignUp, ConfirmSignUp, ResendConfirmationCode, ForgotPassword,
 *   ConfirmForgotPassword need SecretHash, InitiateAuth needs AuthParameters.SECRET_HASH, RevokeToken
 *   and GetTokensFromRefreshToken need ClientSecret. Missing: NotAuthorizedException "Client … is
 *   configured for secret but secret was not received"; wrong: "Unable to verify secret hash for
 *   client …". SECRET_HASH = Base64(HMAC-SHA256(secret, username + client id)); for a refresh, the
 *   username is the token owner's (the pool's username, the sub here), as in Cognito.
 * - USER_PASSWORD_AUTH only for a client whose ExplicitAuthFlows allow it (InvalidParameterException
 *   "USER_PASSWORD_AUTH flow not enabled for this client"), refresh only with ALLOW_REFRESH_TOKEN_AUTH.
 * - a refresh token works only with the client it was issued to ("Invalid Refresh Token"), and a
 *   revoked one no longer refreshes (cognito-local's RevokeToken already forgets it).
 */
const { createHmac, timingSafeEqual } = require('node:crypto');
const jwt = require('jsonwebtoken');
const { Targets } = require('cognito-local/lib/targets/targets');
const { CognitoError, InvalidParameterError, NotAuthorizedError } = require('cognito-local/lib/errors');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const privateKey = require('cognito-local/lib/keys/cognitoLocal.private.json');

const secretHash = (secret, clientId, username) =>
  createHmac('sha256', secret).update(`${username}${clientId}`).digest('base64');

const same = (a, b) => {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
};

const notReceived = (clientId) =>
  new NotAuthorizedError(`Client ${clientId} is configured for secret but secret was not received`);
const unverified = (clientId) =>
  new NotAuthorizedError(`Unable to verify secret hash for client ${clientId}`);

/** Refresh tokens carry the client they were issued to (cognito-local's are readable JWTs). */
const refreshClaims = (token) => {
  const claims = jwt.decode(String(token ?? ''));
  return claims && typeof claims === 'object' ? claims : {};
};

async function appClient(services, ctx, clientId) {
  const client = await services.cognito.getAppClient(ctx, clientId);
  if (!client) throw new NotAuthorizedError();
  return client;
}

function checkHash(client, provided, username) {
  if (!client.ClientSecret) return;
  if (!provided) throw notReceived(client.ClientId);
  if (!same(provided, secretHash(client.ClientSecret, client.ClientId, username)))
    throw unverified(client.ClientId);
}

function checkSecret(client, provided) {
  if (!client.ClientSecret) return;
  if (!provided) throw notReceived(client.ClientId);
  if (!same(provided, client.ClientSecret)) throw unverified(client.ClientId);
}

const allows = (client, flow) => (client.ExplicitAuthFlows ?? []).includes(`ALLOW_${flow}`);

function checkRefreshToken(client, token) {
  const issuedTo = refreshClaims(token).client_id;
  if (issuedTo !== undefined && issuedTo !== client.ClientId)
    throw new NotAuthorizedError('Invalid Refresh Token');
}

/** Wraps a target so a check runs before cognito-local's own code. */
function guard(name, check) {
  const original = Targets[name];
  if (!original) throw new Error(`cognito-local has no ${name} to guard`);
  Targets[name] = (services) => {
    const target = original(services);
    return async (ctx, req) => {
      await check(services, ctx, req);
      return target(ctx, req);
    };
  };
}

for (const name of [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
]) {
  guard(name, async (services, ctx, req) => {
    checkHash(await appClient(services, ctx, req.ClientId), req.SecretHash, req.Username);
  });
}

guard('InitiateAuth', async (services, ctx, req) => {
  const client = await appClient(services, ctx, req.ClientId);
  const params = req.AuthParameters ?? {};
  if (req.AuthFlow === 'USER_PASSWORD_AUTH') {
    if (!allows(client, 'USER_PASSWORD_AUTH'))
      throw new InvalidParameterError('USER_PASSWORD_AUTH flow not enabled for this client');
    checkHash(client, params.SECRET_HASH, params.USERNAME);
  } else if (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN') {
    if (!allows(client, 'REFRESH_TOKEN_AUTH'))
      throw new InvalidParameterError('REFRESH_TOKEN_AUTH flow not enabled for this client');
    checkRefreshToken(client, params.REFRESH_TOKEN);
    checkHash(client, params.SECRET_HASH, refreshClaims(params.REFRESH_TOKEN)['cognito:username']);
  }
});

guard('RevokeToken', async (services, ctx, req) => {
  const client = await appClient(services, ctx, req.ClientId);
  checkSecret(client, req.ClientSecret);
  const issuedTo = refreshClaims(req.Token).client_id;
  if (issuedTo !== undefined && issuedTo !== client.ClientId)
    throw new CognitoError('UnauthorizedException', 'The token was not issued to this client');
});

// The refresh of GetTokensFromRefreshToken is InitiateAuth's REFRESH_TOKEN_AUTH, with the secret itself.
Targets.GetTokensFromRefreshToken ??= (services) => {
  const initiateAuth = Targets.InitiateAuth(services);
  return async (ctx, req) => {
    const client = await appClient(services, ctx, req.ClientId);
    checkSecret(client, req.ClientSecret);
    const username = refreshClaims(req.RefreshToken)['cognito:username'];
    const result = await initiateAuth(ctx, {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: req.ClientId,
      ClientMetadata: req.ClientMetadata,
      AuthParameters: {
        REFRESH_TOKEN: req.RefreshToken,
        ...(client.ClientSecret
          ? { SECRET_HASH: secretHash(client.ClientSecret, client.ClientId, username) }
          : {}),
      },
    });
    return { AuthenticationResult: result.AuthenticationResult };
  };
};

// Issue each refresh token with the id of its client, as Cognito binds it (re-signed with the same key).
const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = async function generateBoundRefreshToken(
  ctx,
  user,
  groups,
  client,
  ...rest
) {
  const tokens = await generate.call(this, ctx, user, groups, client, ...rest);
  const claims = refreshClaims(tokens.RefreshToken);
  const { exp, iat, iss, ...payload } = claims;
  const refreshToken = jwt.sign({ ...payload, iat, exp, client_id: client.ClientId }, privateKey.pem, {
    algorithm: 'RS256',
    issuer: iss,
  });
  return { ...tokens, RefreshToken: refreshToken };
};

// Shared with cognito-local-sessions.cjs, which rotates refresh tokens with the same checks.
module.exports = { appClient, checkRefreshToken, checkSecret, refreshClaims };
