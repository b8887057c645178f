import { JwtRsaVerifier } from 'aws-jwt-verify';
import { apiTokens } from '../../shared/auth/api-tokens';
import { ROLE_CLAIM } from '../../shared/auth/pool-definition';
import { LIVE_PROTOCOL } from '../../shared/live';
import { runtimeEnv } from '../../shared/runtime-env';
import { ROLE } from '../lib/caller';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { assertThroughFrontDoor } from '../lib/origin-verify';
import { liveConnections } from './entities/live-connections';

/*
 * The live messages WebSocket API's function (infra/constructs/live-messages.ts): its REQUEST
 * authorizer, and its $connect, $disconnect and $default routes. API Gateway's WebSocket APIs have no
 * JWT authorizer, so this one checks the user pool's ID token itself, against the same rules as the
 * HTTP API's (shared/auth/api-tokens.ts): issuer, audience (the two app clients), expiry with no
 * grace, `token_use = id`, and a role (only people who can have conversations listen). The token
 * comes as the second subprotocol offered (shared/live.ts); the front door's secret must be there too,
 * so the execute-api address serves nobody. A connection is remembered under its person, and a new
 * message is posted to it (live-delivery.ts).
 */

interface AuthorizerEvent {
  type: 'REQUEST';
  methodArn: string;
  headers?: Record<string, string | undefined>;
}

interface ConnectionEvent {
  requestContext: {
    routeKey: string;
    connectionId: string;
    authorizer?: { principalId?: string; userId?: string };
  };
  body?: string;
}

interface AuthorizerResult {
  principalId: string;
  policyDocument: {
    Version: '2012-10-17';
    Statement: { Action: 'execute-api:Invoke'; Effect: 'Allow' | 'Deny'; Resource: string }[];
  };
  context: { userId: string };
}

/** One verifier per container, its keys fetched once (over http locally, https in AWS). */
let verifier: Promise<ReturnType<typeof JwtRsaVerifier.create>> | undefined;

function tokenVerifier() {
  verifier ??= (async () => {
    const issuer = process.env[runtimeEnv.tokenIssuer];
    if (!issuer) throw new Error(`${runtimeEnv.tokenIssuer} is not set`);
    const audience = [process.env[runtimeEnv.userPoolClientId], process.env[runtimeEnv.webClientId]].filter(
      (id): id is string => Boolean(id),
    );
    const jwksUri = `${issuer}/.well-known/jwks.json`;
    const made = JwtRsaVerifier.create({
      issuer,
      audience,
      jwksUri,
      graceSeconds: apiTokens.clockToleranceSeconds,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== apiTokens.tokenUse)
          throw new Error(`token_use is not ${apiTokens.tokenUse}`);
        const role = Number(payload[ROLE_CLAIM]);
        if (role !== ROLE.student && role !== ROLE.employer && role !== ROLE.guardian) {
          throw new Error('No role: nothing to listen for');
        }
      },
    });
    const response = await fetch(jwksUri);
    if (!response.ok) throw new Error(`Could not read the pool's JWKS (${response.status})`);
    made.cacheJwks(await response.json());
    return made;
  })();
  verifier.catch(() => {
    verifier = undefined;
  });
  return verifier;
}

/** Header names as sent vary in case; API Gateway passes them as they came. */
function lowerCased(headers: Record<string, string | undefined> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/** The ID token offered after LIVE_PROTOCOL, or null when the offer is not ours. */
export function tokenFromProtocols(header: string | undefined): string | null {
  const offered = (header ?? '').split(',').map((part) => part.trim());
  if (offered.length !== 2 || offered[0] !== LIVE_PROTOCOL) return null;
  return offered[1] || null;
}

async function authorize(event: AuthorizerEvent): Promise<AuthorizerResult> {
  const headers = lowerCased(event.headers);
  // API Gateway answers a thrown 'Unauthorized' with 401, before any route runs.
  try {
    await assertThroughFrontDoor({ headers } as never);
  } catch (error) {
    if (error instanceof HttpError) throw new Error('Unauthorized');
    throw error;
  }
  const token = tokenFromProtocols(headers['sec-websocket-protocol']);
  if (!token) throw new Error('Unauthorized');
  try {
    const payload = await (await tokenVerifier()).verify(token);
    const userId = String(payload.sub);
    return {
      principalId: userId,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
      },
      context: { userId },
    };
  } catch (error) {
    logger.info('live: a connection was refused', { reason: (error as Error).message });
    throw new Error('Unauthorized');
  }
}

async function route(event: ConnectionEvent) {
  const { routeKey, connectionId, authorizer } = event.requestContext;
  const userId = authorizer?.userId ?? authorizer?.principalId;
  switch (routeKey) {
    case '$connect':
      if (!userId) return { statusCode: 401 };
      await liveConnections.add(userId, connectionId, new Date());
      // The subprotocol chosen: the browser closes a connection that answers with none of its offers.
      return { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': LIVE_PROTOCOL } };
    case '$disconnect':
      if (userId) await liveConnections.remove(userId, connectionId);
      return { statusCode: 200 };
    default:
      // The page's keep-alive: nothing to answer.
      return { statusCode: 200 };
  }
}

export async function handler(event: AuthorizerEvent | ConnectionEvent) {
  if ('type' in event && event.type === 'REQUEST' && 'methodArn' in event) return authorize(event);
  return route(event as ConnectionEvent);
}
