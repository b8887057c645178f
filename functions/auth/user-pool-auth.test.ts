import {
  DescribeUserPoolClientCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeEnv } from '../../shared/runtime-env';
import { secretHash } from '../lib/cognito-app-client';
import { cognito } from '../lib/cognito-client';
import type { ApiEvent } from '../lib/http-handler';
import { userPoolAuth } from './user-pool-auth';

const SECRET = 'functions-client-secret-0123456789abcdef';
const viewer = { headers: {}, requestContext: { http: { sourceIp: '203.0.113.9' } } } as unknown as ApiEvent;

beforeAll(() => {
  process.env[runtimeEnv.userPoolId] = 'us-east-1_pool';
  process.env[runtimeEnv.userPoolClientId] = 'functions-client';
  process.env[runtimeEnv.webClientId] = 'web-client';
});
afterEach(() => vi.restoreAllMocks());

/** Records what reaches Cognito; DescribeUserPoolClient answers the functions' client with its secret. */
function recordCalls() {
  const sent: unknown[] = [];
  vi.spyOn(cognito, 'send').mockImplementation(async (command: unknown) => {
    sent.push(command);
    if (command instanceof DescribeUserPoolClientCommand)
      return { UserPoolClient: { ClientId: 'functions-client', ClientSecret: SECRET } };
    if (command instanceof InitiateAuthCommand)
      return { AuthenticationResult: { IdToken: 'id', RefreshToken: 'refresh' } };
    return {};
  });
  return sent;
}

describe("userPoolAuth: every call through the functions' client, as the viewer", () => {
  it("signs in with SECRET_HASH and the viewer's IP for adaptive authentication", async () => {
    const sent = recordCalls();
    await userPoolAuth.signIn('teen@example.com', 'Neighbour1!', viewer);
    const auth = sent.find((c) => c instanceof InitiateAuthCommand) as InitiateAuthCommand;
    expect(auth.input).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'functions-client',
      AuthParameters: {
        USERNAME: 'teen@example.com',
        PASSWORD: 'Neighbour1!',
        SECRET_HASH: secretHash(SECRET, 'functions-client', 'teen@example.com'),
      },
      UserContextData: { IpAddress: '203.0.113.9' },
    });
  });

  it('sends SecretHash and the IP with the code calls too', async () => {
    const sent = recordCalls();
    await userPoolAuth.forgotPassword('teen@example.com', viewer);
    const forgot = sent.find((c) => c instanceof ForgotPasswordCommand) as ForgotPasswordCommand;
    expect(forgot.input).toEqual({
      ClientId: 'functions-client',
      SecretHash: secretHash(SECRET, 'functions-client', 'teen@example.com'),
      UserContextData: { IpAddress: '203.0.113.9' },
      Username: 'teen@example.com',
    });
  });

  it("revokes at the session's client, with its secret", async () => {
    const sent = recordCalls();
    expect(await userPoolAuth.revoke('functions', 'refresh-token')).toBe(true);
    const revokes = sent
      .filter((c) => c instanceof RevokeTokenCommand)
      .map((c) => (c as RevokeTokenCommand).input);
    expect(revokes).toEqual([{ Token: 'refresh-token', ClientId: 'functions-client', ClientSecret: SECRET }]);
  });

  it("gives Cognito the viewer's IP from CloudFront, not API Gateway's edge address", async () => {
    const sent = recordCalls();
    const throughCloudFront = {
      headers: { 'x-viewer-ip': '198.51.100.23' },
      requestContext: { http: { sourceIp: '130.176.0.1' } },
    } as unknown as ApiEvent;
    await userPoolAuth.signIn('teen@example.com', 'Neighbour1!', throughCloudFront);
    const auth = sent.find((c) => c instanceof InitiateAuthCommand) as InitiateAuthCommand;
    expect(auth.input.UserContextData).toEqual({ IpAddress: '198.51.100.23' });
  });
});
