/**
 * The moderation desk's members: the only way anyone becomes a moderator.
 *   npm run moderators -- add <email> --stage prod [--first Ana --last Ruiz]
 *   npm run moderators -- remove <email> --stage prod
 *   npm run moderators -- list --stage prod
 *   … --stage local                (the local stack started by npm start; its pool id in .local/state.json)
 *
 * In AWS the stage's user pool (`NeighbourhoodJobs-<stage>`) is found by name with your AWS
 * credentials; it needs cognito-idp:ListUserPools, AdminGetUser, AdminCreateUser,
 * AdminSetUserPassword, AdminAddUserToGroup, AdminRemoveUserFromGroup, AdminUserGlobalSignOut and
 * ListUsersInGroup. A new address gets a staff account without a role; its owner sets a password
 * with "Forgot password?" on the sign-in page, then signs in on either tab.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CognitoIdentityProviderClient,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { stageNames, stages } from '../infra/config/stages';
import { readState } from './local/bootstrap';
import { portsFromEnv } from './local/ports';
import { addModerator, listModerators, removeModerator } from './moderation/moderator-accounts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    stage: { type: 'string' },
    first: { type: 'string', default: 'Moderator' },
    last: { type: 'string', default: '' },
    'data-dir': { type: 'string', default: path.resolve(import.meta.dirname, '../.local') },
  },
});
const [verb, email] = positionals;

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run moderators -- add|remove <email> --stage <name>, or list --stage <name>`,
  );
  process.exit(2);
}

async function poolFor(
  stage: string,
): Promise<{ cognito: CognitoIdentityProviderClient; userPoolId: string }> {
  if (stage === 'local') {
    const state = readState(values['data-dir']);
    if (!state.userPoolId)
      usage(`No local user pool in ${values['data-dir']}: start the stack with "npm start" first.`);
    return {
      cognito: new CognitoIdentityProviderClient({
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        endpoint: `http://localhost:${portsFromEnv().cognito}`,
      }),
      userPoolId: state.userPoolId,
    };
  }
  const config = stages[stage as (typeof stageNames)[number]];
  if (!config) usage(`Unknown stage "${stage}": use local or one of ${stageNames.join(', ')}.`);
  const cognito = new CognitoIdentityProviderClient({ region: config.region });
  const name = `NeighbourhoodJobs-${config.name}`;
  let token: string | undefined;
  do {
    const page = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken: token }));
    const pool = page.UserPools?.find((p) => p.Name === name);
    if (pool?.Id) return { cognito, userPoolId: pool.Id };
    token = page.NextToken;
  } while (token);
  throw new Error(`No user pool named ${name} in ${config.region}`);
}

if (!values.stage) usage('Say which stage: --stage local, or a stage name.');
const { cognito, userPoolId } = await poolFor(values.stage);
if (verb === 'list') {
  for (const address of await listModerators(cognito, userPoolId)) console.log(address);
} else if (verb === 'add' && email) {
  const added = await addModerator(cognito, userPoolId, email, {
    firstName: values.first,
    lastName: values.last,
  });
  console.log(
    added.created
      ? `${added.email} is a moderator, with a new staff account: they set their password with "Forgot password?" on the sign-in page.`
      : `${added.email} is a moderator: the desk is theirs from their next sign-in.`,
  );
} else if (verb === 'remove' && email) {
  await removeModerator(cognito, userPoolId, email);
  console.log(`${email} is no longer a moderator, and is signed out everywhere.`);
} else {
  usage('Unknown command.');
}
