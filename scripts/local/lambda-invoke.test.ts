import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { createLambdaInvokeServer, type LambdaInvokeServer } from './lambda-invoke';

/*
 * The Lambda stand-in as cognito-local uses it for the pre-sign-up trigger: a RequestResponse
 * invocation through the SDK, answered the way Lambda answers it.
 */

let running: LambdaInvokeServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function start(fn: (event: unknown) => Promise<unknown>) {
  running = createLambdaInvokeServer({ fn });
  running.server.listen(0, '127.0.0.1');
  await once(running.server, 'listening');
  return new LambdaClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
}

const decode = (payload: Uint8Array | undefined) => JSON.parse(new TextDecoder().decode(payload));

describe('local Lambda invoke', () => {
  it('runs the function with the event and answers its result, by name or by ARN', async () => {
    const client = await start(async (event) => ({ echoed: event }));
    for (const name of ['fn', 'arn:aws:lambda:us-east-1:123456789012:function:fn:$LATEST']) {
      const out = await client.send(
        new InvokeCommand({ FunctionName: name, Payload: JSON.stringify({ a: 1 }) }),
      );
      expect(out.StatusCode).toBe(200);
      expect(out.FunctionError).toBeUndefined();
      expect(decode(out.Payload)).toEqual({ echoed: { a: 1 } });
    }
  });

  it('answers a thrown error as Lambda does: 200 with X-Amz-Function-Error and the error', async () => {
    const client = await start(async () => {
      throw new Error('Sign-ups come through the app only.');
    });
    const out = await client.send(new InvokeCommand({ FunctionName: 'fn', Payload: '{}' }));
    expect(out.FunctionError).toBe('Unhandled');
    expect(decode(out.Payload)).toEqual({
      errorType: 'Error',
      errorMessage: 'Sign-ups come through the app only.',
    });
  });

  it('refuses an unknown function, and an asynchronous invocation it does not imitate', async () => {
    const client = await start(async () => null);
    await expect(
      client.send(new InvokeCommand({ FunctionName: 'other', Payload: '{}' })),
    ).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    await expect(
      client.send(new InvokeCommand({ FunctionName: 'fn', InvocationType: 'Event', Payload: '{}' })),
    ).rejects.toMatchObject({ name: 'InvalidParameterValueException' });
  });
});
