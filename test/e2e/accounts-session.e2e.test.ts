import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../shared/auth/session-cookie';
import { apiPath } from '../../shared/routes';
import { webPaths } from '../../shared/web-paths';
import { refreshWith, revokeWith } from '../integration/support/accounts';
import { accountButton, signInThroughScreen } from './support/accounts';
import { apiGlob, closeBrowser, waitForPage, withPage } from './support/browser';

afterAll(closeBrowser);

/** The session cookies of the page's context: the HttpOnly one with the refresh token, and its hint. */
async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  return {
    session: cookies.find((cookie) => cookie.name === sessionCookie.name),
    hint: cookies.find((cookie) => cookie.name === sessionCookie.hintName),
  };
}

describe('the session', () => {
  it('survives a new tab: the tab asks for its ID token and opens signed in', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await accountButton(page).waitFor();

      const tab = await page.context().newPage();
      const refresh = tab.waitForResponse((response) => response.url().endsWith(apiPath('refreshToken')));
      await tab.goto(new URL(webPaths.myApplications, page.url()).toString());
      expect((await refresh).status()).toBe(200);
      await accountButton(tab).waitFor();
      expect(await accountButton(tab).getAttribute('aria-label')).toBe('Account menu for Jordan Lee');
      await tab.getByRole('heading', { name: 'My Applications' }).waitFor();
      // The first tab keeps working after the second one rotated the refresh token.
      await page.reload();
      await accountButton(page).waitFor();
      await tab.close();
    }));

  it('survives a refresh whose answer was lost: the page reloads signed in, with the cookie it kept', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await page.waitForLoadState('networkidle');
      const before = (await sessionCookies(page)).session?.value;

      // The API rotates the refresh token, but its answer never reaches the page (left mid-request,
      // the signal dropped): the browser keeps the cookie it had.
      const session = (await sessionCookies(page)).session;
      expect((await refreshWith(`${session?.name}=${session?.value}`)).status).toBe(200);
      expect((await sessionCookies(page)).session?.value).toBe(before);

      // The next page sends that cookie again: still signed in, and the one after too.
      for (let load = 0; load < 2; load += 1) {
        const refreshed = page.waitForResponse((response) =>
          response.url().endsWith(apiPath('refreshToken')),
        );
        await page.reload();
        expect((await refreshed).status()).toBe(200);
        await accountButton(page).waitFor();
      }
      expect((await sessionCookies(page)).session?.value).not.toBe(before);
    }));

  it('keeps the refresh token out of reach of scripts and the ID token out of storage', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await waitForPage(page, '/employer/home');
      const { session, hint } = await sessionCookies(page);
      // The __Host- cookie: host only (no Domain), Secure, Path=/; Chromium takes it from http://localhost
      // too, a secure context.
      expect(session?.name).toBe('__Host-nj_session');
      expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
      expect(hint?.httpOnly).toBe(false);
      const seen = await page.evaluate(() => ({
        cookie: document.cookie,
        stored: [...Object.keys(sessionStorage), ...Object.keys(localStorage)],
      }));
      expect(seen.cookie).not.toContain(`${sessionCookie.name}=`);
      expect(seen.stored.filter((key) => /token/i.test(key))).toEqual([]);
    }));

  it('ends quietly on load when the session was ended elsewhere: signed out, no error shown', () =>
    // The refused refresh is expected: the browser logs its 401.
    withPage('/auth/signin', { expectedErrors: /status of 401/ }, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await page.waitForLoadState('networkidle');
      const { session } = await sessionCookies(page);
      // Signed out from elsewhere (another device's sign-out, a password reset).
      expect((await revokeWith(`${session?.name}=${session?.value}`)).status).toBe(200);
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.locator('header').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      await expect.poll(async () => (await sessionCookies(page)).hint).toBeUndefined();
      expect(await page.getByRole('alert').filter({ hasText: /\w/ }).count()).toBe(0);
    }));

  it('rides out a throttled refresh (429): waits for Retry-After, says so if it lasts, never signs out', () =>
    withPage('/auth/signin', { expectedErrors: /status of 429/ }, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await page.waitForLoadState('networkidle');
      // API Gateway's throttle answers 429 before any function runs: three in a row, then it lets go.
      let throttled = 0;
      await page.route(apiGlob('refreshToken'), async (route) => {
        if (throttled >= 3) return route.continue();
        throttled += 1;
        return route.fulfill({
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
          body: JSON.stringify({ message: 'Too Many Requests', code: 'TOO_MANY_REQUESTS' }),
        });
      });
      await page.reload();
      await page.getByRole('status').filter({ hasText: 'We cannot renew your session right now' }).waitFor();
      await accountButton(page).waitFor();
      expect(await accountButton(page).getAttribute('aria-label')).toBe('Account menu for Jordan Lee');
      await page
        .getByRole('status')
        .filter({ hasText: 'We cannot renew your session' })
        .waitFor({ state: 'detached' });
      expect(throttled).toBe(3);
      expect((await sessionCookies(page)).session).toBeDefined();
    }));

  it('after sign-in takes a student back to the job they wanted to apply to', () =>
    withPage('/auth/signin', {}, async (page) => {
      await page.evaluate(() => localStorage.setItem('pendingJobApplication', 'job-123'));
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL(
        (url) => url.pathname === webPaths.jobs && url.searchParams.get('jobId') === 'job-123',
      );
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
  it('asks for its data as soon as the session answers, once, and shows it', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await waitForPage(page, '/employer/home');
      await page.waitForLoadState('networkidle');
      const events = recordRequests(page);
      // The page's code is held until the refresh has left (10 s at most): locally it downloads in a
      // moment, so without the hold the order would be a race. A refresh that waited for the page's
      // code would not leave while it is held, and the order below would fail.
      const refreshLeft = page.waitForRequest((request) => request.url().endsWith(apiPath('refreshToken')), {
        timeout: 10_000,
      });
      refreshLeft.catch(() => undefined);
      await page.route(/\/assets\/PostedJobsPage-[^/]*\.js$/, async (route) => {
        await refreshLeft.catch(() => undefined);
        await route.continue();
      });
      await page.goto(new URL('/employer/home/posted-jobs', page.url()).toString());
      await page.locator('main article[data-job-id]').first().waitFor();
      await page.waitForLoadState('networkidle');

      const reads = events.filter((event) => event === 'sent /api/employer/jobs');
      expect(reads).toHaveLength(1);
      // The ID token is in memory only, so the read needs the session's first refresh:
      // that leaves before the page's own code has arrived, and the read the moment it answers, not
      // after the page's code has loaded and rendered.
      const pageCodeDone = events.findIndex((event) => /^done \/assets\/PostedJobsPage-.*\.js$/.test(event));
      expect(pageCodeDone).toBeGreaterThan(-1);
      expect(events.indexOf('sent /api/token/refresh')).toBeLessThan(pageCodeDone);
      const refreshed = events.indexOf('done /api/token/refresh');
      const nextApiCall = events.slice(refreshed + 1).find((event) => event.startsWith('sent /api/'));
      expect(nextApiCall).toBe('sent /api/employer/jobs');
    }));

  it("does not ask for another role's data", () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await waitForPage(page, '/employer/home');
      const events = recordRequests(page);
      await page.goto(new URL(webPaths.myApplications, page.url()).toString());
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(events.filter((event) => event.startsWith('sent /api/applications'))).toEqual([]);
    }));

  it("asks for its data with the token of the session's first refresh, once", () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'employer@example.com', 'Neighbour1!', 'Employer');
      await waitForPage(page, '/employer/home');
      await page.waitForLoadState('networkidle');
      const tokens: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === apiPath('listEmployerJobs')) {
          tokens.push(request.headers().authorization?.replace(/^Bearer /, ''));
        }
      });
      const refreshed = page.waitForResponse((response) => response.url().endsWith(apiPath('refreshToken')));
      await page.goto(new URL('/employer/home/posted-jobs', page.url()).toString());
      const fresh = ((await (await refreshed).json()) as { data: { idToken: string } }).data.idToken;
      await page.locator('main article[data-job-id]').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(tokens).toEqual([fresh]);
    }));
});
