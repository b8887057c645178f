/*
 * Preloaded into the cognito-local child process (node -r), after cognito-local-sessions.cjs.
 * cognito-local 5.3 stores AdminDisableUser's `Enabled: false` but still signs the user in and
 * refreshes their tokens. Cognito refuses both with NotAuthorizedException "User is disabled." (the
 * moderation desk's suspension rests on it), so this adds that refusal, on the password sign-in and
 * on every refresh.
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { NotAuthorizedError } = require('cognito-local/lib/errors');

const refuseDisabled = (user) => {
  if (user && user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
};

function guard(name, findUser) {
  const original = Targets[name];
  if (!original) return;
  Targets[name] = (services) => {
    const target = original(services);
    return async (ctx, req) => {
      refuseDisabled(await findUser(services, ctx, req).catch(() => undefined));
      return target(ctx, req);
    };
  };
}

const byPasswordOrRefresh = async (services, ctx, req) => {
  const userPool = req.UserPoolId
    ? await services.cognito.getUserPool(ctx, req.UserPoolId)
    : await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  const refreshToken = req.AuthParameters?.REFRESH_TOKEN;
  if (refreshToken) return userPool.getUserByRefreshToken(ctx, refreshToken);
  const username = req.AuthParameters?.USERNAME;
  return username ? userPool.getUserByUsername(ctx, username) : undefined;
};

guard('InitiateAuth', byPasswordOrRefresh);
guard('AdminInitiateAuth', byPasswordOrRefresh);
guard('GetTokensFromRefreshToken', async (services, ctx, req) => {
  const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  return userPool.getUserByRefreshToken(ctx, req.RefreshToken);
});
