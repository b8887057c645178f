import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from './error-description';

describe('describeError', () => {
  it('leads with the HTTP status and its reason, then the message (docs/spec/1-students-and-accounts.md §2)', () => {
    const error = new ApiRequestError(503, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is busy. Please try again in a moment.',
    });
    expect(describeError(error)).toEqual({
      status: '503 Service Unavailable',
      message: 'The service is busy. Please try again in a moment.',
    });
  });

  it('takes the status text of a thrown answer, and says it once', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({
      status: '404 Not Found',
      message: '',
    });
    expect(describeError(new Response(null, { status: 410 }))).toEqual({ status: '410 Gone', message: '' });
  });

  it('shows only the message of an error without an HTTP status', () => {
    expect(describeError(new Error('Failed to fetch dynamically imported module'))).toEqual({
      message: 'Failed to fetch dynamically imported module',
    });
    expect(describeError('boom')).toEqual({ message: 'boom' });
    expect(describeError(undefined)).toEqual({ message: 'Unknown error' });
    // No answer at all (offline) has no status to show.
    expect(
      describeError(new ApiRequestError(0, { code: 'NETWORK', message: 'You seem to be offline.' })),
    ).toEqual({
      message: 'You seem to be offline.',
    });
  });
});
