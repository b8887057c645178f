import { apiTokens } from '../../shared/auth/api-tokens';
import { LIVE_STAGE } from '../../shared/live';
import { runtimeEnv } from '../../shared/runtime-env';
import { tableEnvVar } from '../../shared/table-env';
import { tableIds } from '../../shared/tables';
import { localTableName } from './bootstrap';
import { LOCAL_CREDENTIAL_KEY_ALIAS } from './kms';
import type { Ports } from './ports';
import { LOCAL_DEAD_LETTER_QUEUE, LOCAL_NOTIFICATIONS_QUEUE } from './sqs';

/*
 * The environment the functions run with on a laptop: the one the CDK gives them in AWS, with the AWS
 * SDK pointed at the local stand-ins through the standard AWS_ENDPOINT_URL_* variables. The stack
 * (stack.ts) sets it before it loads the handlers; a command that runs a function's code against a
 * stack started by `npm start` (scripts/run-daily-mail.ts) sets the same.
 */

export const SUPPORT_EMAIL = 'support@neighbourhoodjobs.local';
/** The local stack's secrets (scripts/local/secrets-extension.ts), named as the stages name theirs. */
export const LOCAL_SECRETS = {
  originVerify: 'NeighbourhoodJobs-local-origin-verify',
  linkSigning: 'NeighbourhoodJobs-local-link-signing',
} as const;
/** What Lambda puts in AWS_SESSION_TOKEN; the secrets extension wants it back. */
export const LOCAL_SESSION_TOKEN = 'local-session-token';
/** The local SES configuration set: sends naming it publish SES's events (scripts/local/ses-events.ts). */
export const LOCAL_CONFIGURATION_SET = 'NeighbourhoodJobs-local';
/** The notifications queue and its dead-letter queue in the SQS stand-in. */
export const NOTIFICATIONS_QUEUE = LOCAL_NOTIFICATIONS_QUEUE;
export const NOTIFY_DEAD_LETTER_QUEUE = LOCAL_DEAD_LETTER_QUEUE;

/** A queue's URL on the SQS stand-in (local-aws-sqs's account-id path). */
export const localQueueUrl = (ports: Pick<Ports, 'sqs'>, name: string) =>
  `http://127.0.0.1:${ports.sqs}/123456789012/${name}`;

/** The user pool and its two app clients, as the stack made them (its state.json). */
export interface LocalPoolIds {
  userPoolId: string;
  userPoolClientId: string;
  functionsClientId: string;
}

/** Sets the functions' environment in this process. Must run before handlers load. */
export function setFunctionEnvironment(ports: Ports, ids: LocalPoolIds, appUrl: string): void {
  const env: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SESSION_TOKEN: LOCAL_SESSION_TOKEN,
    // The Parameters and Secrets extension's own setting: where the functions find it.
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(ports.secrets),
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://localhost:${ports.cognito}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.ses}`,
    AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${ports.lambda}`,
    AWS_ENDPOINT_URL_LOCATION: `http://127.0.0.1:${ports.location}`,
    AWS_ENDPOINT_URL_SQS: `http://127.0.0.1:${ports.sqs}`,
    // The live messages WebSocket API's management API (PostToConnection), under its stage's path.
    AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: `http://127.0.0.1:${ports.live}/${LIVE_STAGE}`,
    [runtimeEnv.tokenIssuer]: apiTokens.issuer(`http://localhost:${ports.cognito}`, ids.userPoolId),
    AWS_ENDPOINT_URL_KMS: `http://127.0.0.1:${ports.kms}`,
    [runtimeEnv.credentialKeyIds]: LOCAL_CREDENTIAL_KEY_ALIAS,
    [runtimeEnv.userPoolId]: ids.userPoolId,
    [runtimeEnv.userPoolClientId]: ids.functionsClientId,
    [runtimeEnv.webClientId]: ids.userPoolClientId,
    [runtimeEnv.oauthBaseUrl]: `http://localhost:${ports.cognito}`,
    [runtimeEnv.notificationsQueueUrl]: localQueueUrl(ports, NOTIFICATIONS_QUEUE),
    [runtimeEnv.emailTemplatePrefix]: '',
    [runtimeEnv.emailFrom]: 'Neighbourhood Jobs <no-reply@neighbourhoodjobs.local>',
    [runtimeEnv.emailConfigurationSet]: LOCAL_CONFIGURATION_SET,
    [runtimeEnv.supportEmail]: SUPPORT_EMAIL,
    [runtimeEnv.appUrl]: appUrl,
    [runtimeEnv.placeIndexName]: 'nj-local-places',
    [runtimeEnv.originVerifySecretName]: LOCAL_SECRETS.originVerify,
    [runtimeEnv.linkSigningSecretName]: LOCAL_SECRETS.linkSigning,
  };
  for (const id of tableIds) env[tableEnvVar[id]] = localTableName(id);
  Object.assign(process.env, env);
}
