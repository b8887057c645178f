import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accountButton, signInThroughScreen } from './support/accounts';
import { closeBrowser, waitForPage, withPage } from './support/browser';

afterAll(closeBrowser);

const stored = (page: Page) =>
  page.evaluate(() => ({
    idToken: sessionStorage.getItem('idToken'),
    refreshToken: sessionStorage.getItem('refreshToken'),
  }));

/** The stored ID token with its expiry moved into the past (the app reads claims without checking the signature). */
const expireStoredIdToken = (page: Page) =>
  page.evaluate(() => {
    const [header, payload, signature] = (sessionStorage.getItem('idToken') ?? '').split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    sessionStorage.setItem('idToken', `${header}.${encoded}.${signature}`);
  });

describe('the session', () => {
  it('refreshes an expired ID token on load, so the person stays signed in', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === '/jobs');
      // The jobs page's own requests (jobs, the student's applications) must have left with the
      // valid token: one still starting after the tampering would send the expired token and get
      // the 401 the API owes it, which is the test's doing, not the app's.
      await page.waitForLoadState('networkidle');
      await expireStoredIdToken(page);
      const expired = (await stored(page)).idToken;
      await page.reload();
      await accountButton(page).waitFor();
      await page.waitForFunction((old) => sessionStorage.getItem('idToken') !== old, expired);
      const fresh = await stored(page);
      const claims = JSON.parse(Buffer.from(fresh.idToken?.split('.')[1] ?? '', 'base64url').toString());
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(await accountButton(page).getAttribute('aria-label')).toBe('Account menu for Jordan Lee');
    }));

  it('ends silently when the refresh is refused: tokens removed, signed out, no error shown', () =>
    // The refused refresh is expected: the browser logs its 401.
    withPage('/auth/signin', { expectedErrors: /status of 401/ }, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === '/jobs');
      await expireStoredIdToken(page);
      await page.evaluate(() => sessionStorage.setItem('refreshToken', 'revoked'));
      await page.reload();
      // The pre-rendered /jobs frame shows Sign In before any script runs, so the header alone proves
      // nothing: wait for the app to take over and for the refused refresh to end the session.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.waitForFunction(() => sessionStorage.getItem('refreshToken') === null);
      await page.locator('header').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      expect(await stored(page)).toEqual({ idToken: null, refreshToken: null });
      expect(await page.getByRole('alert').filter({ hasText: /\w/ }).count()).toBe(0);
    }));

  it('after sign-in takes a student back to the job they wanted to apply to', () =>
    withPage('/auth/signin', {}, async (page) => {
      await page.evaluate(() => localStorage.setItem('pendingJobApplication', 'job-123'));
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('jobId') === 'job-123');
      expect(await page.evaluate(() => localStorage.getItem('pendingJobApplication'))).toBeNull();
    }));

  it('honours a same-site redirect and ignores one to another site', () =>
    withPage('/auth/signin?redirect=%2Femployer%2Fhome%2Fposted-jobs', {}, async (page) => {
      // The employer guard's redirect also opens the employer tab.
      expect(await page.getByRole('tab', { name: 'Employer' }).getAttribute('aria-selected')).toBe('true');
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await waitForPage(page, '/employer/home/posted-jobs');
      await accountButton(page).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto(new URL('/auth/signin?redirect=%2F%2Fevil.example%2F', page.url()).toString());
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await page.waitForURL((url) => url.pathname === '/employer/home');
      expect(new URL(page.url()).host).not.toBe('evil.example');
    }));
});

/** Every request the page makes from now on, in the order they leave, and when the page's code arrived. */
function recordRequests(page: Page) {
  const events: string[] = [];
  page.on('request', (request) => events.push(`sent ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`done ${new URL(request.url()).pathname}`));
  return events;
}

describe('a signed-in page opened directly', () => {
  it('asks for its data while its code loads, once, and shows it', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await waitForPage(page, '/employer/home');
      await page.waitForLoadState('networkidle');
      const events = recordRequests(page);
      await page.goto(new URL('/employer/home/posted-jobs', page.url()).toString());
      await page.locator('main article[data-job-id]').first().waitFor();
      await page.waitForLoadState('networkidle');

      const reads = events.filter((event) => event === 'sent /api/employer/jobs');
      expect(reads).toHaveLength(1);
      // Sent before the page's own code had arrived: not after it loaded and rendered.
      const pageCodeDone = events.findIndex((event) => /^done \/assets\/PostedJobsPage-.*\.js$/.test(event));
      expect(pageCodeDone).toBeGreaterThan(-1);
      expect(events.indexOf('sent /api/employer/jobs')).toBeLessThan(pageCodeDone);
    }));

  it("does not ask for another role's data", () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await waitForPage(page, '/employer/home');
      const events = recordRequests(page);
      await page.goto(new URL('/applications', page.url()).toString());
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(events.filter((event) => event.startsWith('sent /api/applications'))).toEqual([]);
    }));

  it('with a token due for refresh, asks for its data with the fresh token only', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await waitForPage(page, '/employer/home');
      await page.waitForLoadState('networkidle');
      await expireStoredIdToken(page);
      const expired = (await stored(page)).idToken;
      const tokens: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/employer/jobs') {
          tokens.push(request.headers().authorization?.replace(/^Bearer /, ''));
        }
      });
      await page.goto(new URL('/employer/home/posted-jobs', page.url()).toString());
      await page.locator('main article[data-job-id]').first().waitFor();
      await page.waitForLoadState('networkidle');
      const fresh = (await stored(page)).idToken;
      expect(fresh).not.toBe(expired);
      expect(tokens).toEqual([fresh]);
    }));
});
