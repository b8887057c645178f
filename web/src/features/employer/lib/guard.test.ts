import { describe, expect, it } from 'vitest';
import { employerSignInPath, SIGNED_OUT_MESSAGE } from './guard';

describe('employerSignInPath', () => {
  it('carries the page asked for and the message', () => {
    const path = employerSignInPath({ pathname: '/employer/home/posted-jobs', search: '?highlight=abc' });
    const url = new URL(path, 'https://example.test');
    expect(url.pathname).toBe('/auth/signin');
    expect(url.searchParams.get('redirect')).toBe('/employer/home/posted-jobs?highlight=abc');
    expect(url.searchParams.get('message')).toBe(SIGNED_OUT_MESSAGE);
  });
});
