import { expect } from 'vitest';
import { stack } from './api';

/*
 * What the SES stand-in does with mail to an address (scripts/local/ses-events.ts), set through the
 * stack's test-only admin endpoint (scripts/local/local-admin.ts): a hard bounce, a complaint, or a
 * plain delivery.
 */

async function admin(method: string, route: string, body?: unknown): Promise<void> {
  const url = stack().adminUrl;
  if (!url) throw new Error('This stack has no admin endpoint (NJ_LOCAL_ADMIN=1 in its global setup)');
  const res = await fetch(`${url}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(204);
}

export const mailOutcome = (address: string, outcome: 'delivery' | 'bounce' | 'complaint') =>
  admin('PUT', '/ses/outcomes', { address, outcome });

export const clearMailOutcomes = () => admin('DELETE', '/ses/outcomes');

/** Polls until `read` gives a value (SES's events travel asynchronously after the send). */
export async function eventually<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
