import { describe, expect, it } from 'vitest';
import { sameSitePath } from './after-sign-in';

const origin = 'https://jobs.example.org';
const check = (value: string | null | undefined) => sameSitePath(value, origin);

describe('sameSitePath: where sign-in may send someone', () => {
  it.each([
    ['/jobs', '/jobs'],
    ['/employer/home/posted-jobs?highlight=abc', '/employer/home/posted-jobs?highlight=abc'],
    ['/jobs?q=dog%20walking&place=Austin%2C%20TX', '/jobs?q=dog%20walking&place=Austin%2C%20TX'],
    ['/jobs?jobId=1#apply', '/jobs?jobId=1#apply'],
    // Dot segments that stay on the site are resolved, as the browser would.
    ['/auth/../jobs', '/jobs'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(check(value)).toBe(expected);
  });

  it.each([
    // Absolute and protocol-relative addresses.
    'https://evil.example/jobs',
    'http:evil.example',
    'javascript:alert(1)',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    // Paths that resolve to a protocol-relative one.
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    // Encoded, once or twice, upper or lower case.
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '%252F%252Fevil.example',
    '/.%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    // Characters the URL parser drops, which would glue `//` back together.
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    // Not a path at all.
    'jobs',
    '',
    '/%E0%A4%A',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(check(value)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(check(null)).toBeNull();
    expect(check(undefined)).toBeNull();
  });
});
