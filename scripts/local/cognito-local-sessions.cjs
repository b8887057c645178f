/*
 * Preloaded into the cognito-local child process (node -r), after cognito-local-client-secret.cjs.
 * cognito-local 5.3 lacks four things Cognito does that sessions and the app clients rest on;
 * this adds them with AWS's behaviour:
 * - Refresh token rotation (an app client's RefreshTokenRotation with Feature ENABLED):
 *   GetTokensFromRefreshToken returns a new refresh token too and invalidates the one it was given,
 *   at once or after RetryGracePeriodSeconds (0–60). The new token keeps the session's expiry.
 *   REFRESH_TOKEN_AUTH (InitiateAuth) is refused for such a client. cognito-local's
 *   Create/UpdateUserPoolClient drop the setting, so it is kept here.
 * - AdminUserGlobalSignOut: no refresh token of the user works any more (ID and access tokens
 *   already issued stay valid until they expire, as in Cognito).
 * - The token endpoint (/oauth2/token) authenticates a client that has a secret
 *   (client_secret_basic or client_secret_post); without it, 400 invalid_client.
 * - AdminListUserAuthEvents, with the IP each password sign-in gave in UserContextData (what
 *   adaptive authentication saw), so a test can show which IP reached Cognito.
 */
const { timingSafeEqual } = require('node:crypto');
const express = require('express');
const jwt = require('jsonwebtoken');
const { Targets } = require('cognito-local/lib/targets/targets');
const { NotAuthorizedError, UserNotFoundError } = require('cognito-local/lib/errors');
const privateKey = require('cognito-local/lib/keys/cognitoLocal.private.json');
const {
  appClient,
  checkRefreshToken,
  checkSecret,
  refreshClaims,
} = require('./cognito-local-client-secret.cjs');

/** cognito-local builds each target per request with its services: the token endpoint needs them too. */
let latestServices;

function wrap(name, make) {
  const original = Targets[name];
  Targets[name] = (services) => {
    latestServices = services;
    return make(services, original ? original(services) : undefined);
  };
}

const rotationOf = (client) => {
  const rotation = client?.RefreshTokenRotation;
  if (rotation?.Feature !== 'ENABLED') return null;
  return { graceSeconds: Math.min(Math.max(Number(rotation.RetryGracePeriodSeconds ?? 0), 0), 60) };
};

for (const name of ['CreateUserPoolClient', 'UpdateUserPoolClient']) {
  wrap(name, (services, target) => async (ctx, req) => {
    const result = await target(ctx, req);
    if (req.RefreshTokenRotation === undefined) return result;
    const client = await services.cognito.getAppClient(ctx, result.UserPoolClient?.ClientId ?? req.ClientId);
    const userPool = await services.cognito.getUserPool(ctx, client.UserPoolId);
    await userPool.saveAppClient(ctx, { ...client, RefreshTokenRotation: req.RefreshTokenRotation });
    return { UserPoolClient: { ...result.UserPoolClient, RefreshTokenRotation: req.RefreshTokenRotation } };
  });
}

wrap('DescribeUserPoolClient', (services, target) => async (ctx, req) => {
  const result = await target(ctx, req);
  const client = await services.cognito.getAppClient(ctx, req.ClientId);
  if (!client?.RefreshTokenRotation) return result;
  return { UserPoolClient: { ...result.UserPoolClient, RefreshTokenRotation: client.RefreshTokenRotation } };
});

wrap('InitiateAuth', (services, target) => async (ctx, req) => {
  if (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN') {
    if (rotationOf(await services.cognito.getAppClient(ctx, req.ClientId)))
      throw new NotAuthorizedError(
        'Refresh token rotation is enabled for this client: use GetTokensFromRefreshToken.',
      );
  }
  const result = await target(ctx, req);
  if (req.AuthFlow === 'USER_PASSWORD_AUTH') await recordAuthEvent(services, ctx, req);
  return result;
});

/** Tokens rotated out during their grace period: token → epoch ms at which it stops working. */
const retiring = new Map();

const stillWorks = (user, token) => {
  if (!(user?.RefreshTokens ?? []).includes(token)) return false;
  const endsAt = retiring.get(token);
  return endsAt === undefined || endsAt > Date.now();
};

/** The new refresh token, ending when the session's first one would (Cognito keeps the expiry). */
function withSessionExpiry(newToken, oldToken) {
  const { exp } = refreshClaims(oldToken);
  if (typeof exp !== 'number') return newToken;
  const { exp: _unused, iat, iss, ...payload } = refreshClaims(newToken);
  return jwt.sign({ ...payload, iat, exp }, privateKey.pem, { algorithm: 'RS256', issuer: iss });
}

wrap('GetTokensFromRefreshToken', (services, target) => async (ctx, req) => {
  const client = await appClient(services, ctx, req.ClientId);
  const rotation = rotationOf(client);
  if (!rotation) return target(ctx, req);
  checkSecret(client, req.ClientSecret);
  checkRefreshToken(client, req.RefreshToken);
  const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  const user = await userPool.getUserByRefreshToken(ctx, req.RefreshToken);
  if (!user || !stillWorks(user, req.RefreshToken)) throw new NotAuthorizedError('Invalid Refresh Token');
  const { exp } = refreshClaims(req.RefreshToken);
  if (typeof exp === 'number' && exp * 1000 <= Date.now())
    throw new NotAuthorizedError('Refresh Token has expired');
  const groups = await userPool.listUserGroupMembership(ctx, user);
  const tokens = await services.tokenGenerator.generate(
    ctx,
    user,
    groups,
    client,
    req.ClientMetadata,
    'RefreshTokens',
  );
  const refreshToken = withSessionExpiry(tokens.RefreshToken, req.RefreshToken);
  const kept = (user.RefreshTokens ?? []).filter(
    (token) => token !== req.RefreshToken || rotation.graceSeconds > 0,
  );
  if (rotation.graceSeconds > 0) retiring.set(req.RefreshToken, Date.now() + rotation.graceSeconds * 1000);
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [...kept, refreshToken] });
  return {
    AuthenticationResult: {
      AccessToken: tokens.AccessToken,
      IdToken: tokens.IdToken,
      RefreshToken: refreshToken,
      TokenType: 'Bearer',
      ExpiresIn: (client.AccessTokenValidity ?? 60) * 60,
    },
  };
});

wrap('AdminUserGlobalSignOut', (services) => async (ctx, req) => {
  const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError();
  for (const token of user.RefreshTokens ?? []) retiring.delete(token);
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return {};
});

// ---------------------------------------------------------------------------------------------
// What adaptive authentication saw, per user (in memory: enough for a test to read it back).

const authEvents = new Map();

async function recordAuthEvent(services, ctx, req) {
  const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  const user = await userPool.getUserByUsername(ctx, req.AuthParameters?.USERNAME ?? '');
  if (!user) return;
  const events = authEvents.get(user.Username) ?? [];
  events.unshift({
    EventId: `${Date.now().toString(36)}-${events.length}`,
    EventType: 'SignIn',
    CreationDate: new Date(),
    EventResponse: 'Pass',
    EventContextData: { IpAddress: req.UserContextData?.IpAddress },
  });
  authEvents.set(user.Username, events.slice(0, 60));
}

wrap('AdminListUserAuthEvents', (services) => async (ctx, req) => {
  const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError();
  return { AuthEvents: (authEvents.get(user.Username) ?? []).slice(0, req.MaxResults ?? 60) };
});

// ---------------------------------------------------------------------------------------------
// The token endpoint authenticates a client that has a secret (RFC 6749 §2.3.1).

const same = (a, b) => {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
};

function basicCredentials(header) {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

async function authenticateClient(req, res, next) {
  try {
    const basic = basicCredentials(req.headers.authorization);
    const clientId = basic?.id ?? req.body?.client_id;
    const secret = basic?.secret ?? req.body?.client_secret;
    const client =
      clientId && latestServices
        ? await latestServices.cognito.getAppClient({ logger: req.log }, clientId)
        : null;
    if (client?.ClientSecret && !(secret && same(secret, client.ClientSecret))) {
      return res
        .status(400)
        .json({ error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    if (basic && req.body && !req.body.client_id) req.body.client_id = basic.id;
    return next();
  } catch (error) {
    return next(error);
  }
}

// cognito-local registers its token route on an express app: put the client check in front of it.
const post = express.application.post;
express.application.post = function postWithClientAuth(path, ...handlers) {
  return path === '/oauth2/token'
    ? post.call(this, path, authenticateClient, ...handlers)
    : post.call(this, path, ...handlers);
};
