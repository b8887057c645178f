import { webPaths } from '@shared/web-paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  destinationAfterSignIn,
  PENDING_JOB_RETURN_STORAGE_KEY,
  PENDING_JOB_STORAGE_KEY,
  rememberPendingJob,
  sameSitePath,
} from './after-sign-in';
import type { SessionUser } from './tokens';

const origin = 'https://jobs.example.org';
const check = (value: string | null | undefined) => sameSitePath(value, origin);

describe('sameSitePath: where sign-in may send someone', () => {
  it.each([
    [webPaths.jobs, webPaths.jobs],
    ['/employer/home/posted-jobs?highlight=abc', '/employer/home/posted-jobs?highlight=abc'],
    [
      `${webPaths.jobs}?q=dog%20walking&place=Austin%2C%20TX`,
      `${webPaths.jobs}?q=dog%20walking&place=Austin%2C%20TX`,
    ],
    [`${webPaths.jobs}?jobId=1#apply`, `${webPaths.jobs}?jobId=1#apply`],
    // Dot segments that stay on the site are resolved, as the browser would.
    ['/auth/../jobs', webPaths.jobs],
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

describe('destinationAfterSignIn: back where the student pressed Apply', () => {
  const storage = new Map<string, string>();
  const student = { roleId: 1 } as SessionUser;
  const job = '0b6f3a58-8a0e-4a53-9d37-5ae3b0f4c6a1';

  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('window', { location: { origin } });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns to the same search, with the job brought into view and its Apply panel open, once', () => {
    rememberPendingJob(job, {
      pathname: webPaths.jobs,
      search: '?title=dog&zipcode=78704&radius=10&pay=perHr&jobId=x',
    });
    expect(storage.get(PENDING_JOB_STORAGE_KEY)).toBe(job);
    expect(destinationAfterSignIn(student)).toBe(
      `${webPaths.jobs}?title=dog&zipcode=78704&radius=10&pay=perHr&jobId=${job}&apply=1`,
    );
    expect(storage.size).toBe(0);
    // Used once: the next sign-in lands on the jobs near the student's own ZIP code.
    expect(destinationAfterSignIn(student)).toBe(`${webPaths.jobs}?near=home`);
  });

  it("returns to the job's own page with its panel open", () => {
    rememberPendingJob(job, { pathname: `/jobs/${job}`, search: '' });
    expect(destinationAfterSignIn(student)).toBe(`/jobs/${job}?apply=1`);
  });

  it('never follows a stored place off the site or elsewhere in it; a redirect still wins', () => {
    for (const place of ['//evil.example/jobs', 'https://evil.example/', '/profile?x=1', `/jobs/${job}x`]) {
      storage.set(PENDING_JOB_STORAGE_KEY, job);
      storage.set(PENDING_JOB_RETURN_STORAGE_KEY, place);
      expect(destinationAfterSignIn(student)).toBe(`${webPaths.jobs}?jobId=${job}&apply=1`);
    }
    rememberPendingJob(job, { pathname: webPaths.jobs, search: '' });
    expect(destinationAfterSignIn(student, webPaths.myApplications)).toBe(webPaths.myApplications);
    expect(destinationAfterSignIn({ roleId: 2 } as SessionUser)).toBe('/employer/home');
  });
});
