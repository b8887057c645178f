/*
 * Preloaded into the cognito-local child process (node -r). Two ways cognito-local 5.3 lost the
 * members of a group, where Cognito keeps them:
 * - CreateGroup of a group that exists saved a new, empty group over it (every member gone); Cognito
 *   refuses it with GroupExistsException, which the operator's `moderators add` expects and passes;
 * - AdminAddUserToGroup (and AdminRemoveUserFromGroup) read the member list and saved it back whole, so
 *   two changes at once, from two test files or two operators, dropped one of them.
 * Here an existing group is refused, and the changes of groups run one after another, each reading
 * what the previous one saved.
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { CognitoError } = require('cognito-local/lib/errors');

let previous = Promise.resolve();

/** `run` after every group change before it, and before any after it. */
function inTurn(run) {
  const done = previous.then(run);
  previous = done.catch(() => undefined);
  return done;
}

function oneAtATime(name, check) {
  const original = Targets[name];
  if (!original) return;
  Targets[name] = (services) => {
    const target = original(services);
    return (ctx, req) =>
      inTurn(async () => {
        if (check) await check(services, ctx, req);
        return target(ctx, req);
      });
  };
}

oneAtATime('CreateGroup', async (services, ctx, req) => {
  const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  // Its store throws, instead of answering nothing, while the pool has no group at all.
  const existing = await userPool.getGroupByGroupName(ctx, req.GroupName).catch(() => null);
  if (existing) {
    throw new CognitoError('GroupExistsException', 'A group with the name already exists.');
  }
});
oneAtATime('AdminAddUserToGroup');
oneAtATime('AdminRemoveUserFromGroup');
