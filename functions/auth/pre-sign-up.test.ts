import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cognito } from '../lib/cognito-client';
import { handler, SIGN_UP_ELSEWHERE } from './pre-sign-up';

const event = (triggerSource: string, clientId: string, userPoolId = 'pool-1') =>
  ({
    triggerSource,
    userPoolId,
    callerContext: { clientId },
    request: {},
    response: {},
  }) as unknown as PreSignUpTriggerEvent;

afterEach(() => vi.restoreAllMocks());

describe('pre-sign-up trigger', () => {
  it("accepts a sign-up from the functions' client, refuses one from any other client", async () => {
    const send = vi.spyOn(cognito, 'send').mockImplementation(async () => ({
      UserPoolClients: [
        { ClientId: 'web-id', ClientName: 'web' },
        { ClientId: 'fn-id', ClientName: 'functions' },
      ],
    }));
    const ok = event('PreSignUp_SignUp', 'fn-id');
    expect(await handler(ok)).toBe(ok);
    await expect(handler(event('PreSignUp_SignUp', 'web-id'))).rejects.toThrow(SIGN_UP_ELSEWHERE);
    await expect(handler(event('PreSignUp_SignUp', 'made-up'))).rejects.toThrow(SIGN_UP_ELSEWHERE);
    // The client list is read once per pool and container.
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('lets Google sign-ups and admin-created users through without a lookup', async () => {
    const send = vi.spyOn(cognito, 'send');
    for (const source of ['PreSignUp_ExternalProvider', 'PreSignUp_AdminCreateUser']) {
      const e = event(source, 'web-id', 'pool-2');
      expect(await handler(e)).toBe(e);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses every password sign-up when the pool has no functions client', async () => {
    vi.spyOn(cognito, 'send').mockImplementation(async () => ({
      UserPoolClients: [{ ClientId: 'web-id', ClientName: 'web' }],
    }));
    await expect(handler(event('PreSignUp_SignUp', 'web-id', 'pool-3'))).rejects.toThrow(SIGN_UP_ELSEWHERE);
  });
});
