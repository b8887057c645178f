import type { Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../shared/auth/session-cookie';
import { apiPath } from '../../shared/routes';
import { webPaths } from '../../shared/web-paths';
import { refreshWith, registerVerified, signIn, studentPayload } from '../integration/support/accounts';
import {
  accountButton,
  clickAccountMenuItem,
  logOut,
  PASSWORD,
  signedInAs,
  signInThroughScreen,
} from './support/accounts';
import { apiGlob, closeBrowser, DESKTOP, MOBILE, openPage, waitForPage, withPage } from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

afterAll(closeBrowser);

describe('log out', () => {
  it('ends the session at Cognito and clears the cookie: a copy kept from before can no longer refresh', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await waitForPage(page, webPaths.jobs);
      await page.waitForLoadState('networkidle');
      const session = (await page.context().cookies()).find((cookie) => cookie.name === sessionCookie.name);
      if (!session) throw new Error('No session cookie after sign-in');
      const copy = `${session.name}=${session.value}`;

      // Watched on the context, not the page: the revoke is a keepalive request sent as the page
      // unloads, and on a busy machine it can be reported after the page has moved on to the next
      // document. Log out first, then wait for it, so a failure says which of the two went wrong.
      const revokes: Request[] = [];
      page.context().on('request', (request) => {
        if (request.url().endsWith(apiPath('revokeToken'))) revokes.push(request);
      });
      await logOut(page);
      await expect.poll(() => revokes.length, { timeout: 30_000 }).toBe(1);
      const [request] = revokes;
      if (!request) throw new Error('No revoke request');
      // The cookie names the session: no body, and no ID token goes with it.
      expect(request.postData()).toBeNull();
      expect(request.headers().authorization).toBeUndefined();
      await expect.poll(async () => (await refreshWith(copy)).status, { timeout: 5000 }).toBe(401);
      const left = (await page.context().cookies()).map((cookie) => cookie.name);
      expect(left).not.toContain(sessionCookie.name);
      expect(left).not.toContain(sessionCookie.hintName);
    }));
});

describe('sign out everywhere', () => {
  it('from the account menu ends every session of the account, this browser’s and another’s, and says so', async () => {
    const { emailId } = await registerVerified(studentPayload());
    const other = await signIn(emailId, 1);
    await withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, emailId, PASSWORD, 'Student');
      await waitForPage(page, webPaths.jobs);
      await clickAccountMenuItem(page, 'Sign out everywhere');
      const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
      await dialog.waitFor();
      // The safe answer has focus first; the dialog is a screen of its own.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await expectScreensOk(page, 'sign-out-everywhere', [DESKTOP, MOBILE, NARROW]);
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await waitForPage(page, '/auth/signin');
      await page.getByText('You are signed out on every device.').waitFor();
      const left = (await page.context().cookies()).map((cookie) => cookie.name);
      expect(left).not.toContain(sessionCookie.name);
      // The other device's session has ended too.
      expect((await refreshWith(other.cookie)).status).toBe(401);
    });
  });

  it('is on /profile too, keyboard only', () =>
    withPage('/profile', { beforeGoto: signedInAs('student@example.com', 1) }, async (page) => {
      const button = page.getByRole('button', { name: 'Sign out everywhere' });
      await button.waitFor();
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
      await dialog.waitFor();
      // Cancel (focused first) keeps everyone signed in, and focus goes back to the button.
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign out everywhere');
      await accountButton(page).waitFor();
    }));
});

describe('sign-out reaches every tab of the browser', () => {
  it('logging out in one tab signs out the other at once, keyboard only: its Apply form goes, and nothing is sent', async () => {
    const { emailId } = await registerVerified(studentPayload());
    const {
      page: first,
      context,
      errors,
    } = await openPage(webPaths.jobs, DESKTOP, {
      beforeGoto: signedInAs(emailId, 1),
    });
    try {
      await accountButton(first).waitFor();
      // The second tab of the same browser, with an application half written.
      const second = await context.newPage();
      const applies: string[] = [];
      await second.route(apiGlob('applyToJob'), (route) => {
        applies.push(route.request().url());
        return route.continue();
      });
      await second.goto(first.url());
      await accountButton(second).waitFor();
      const card = second.locator('main article[data-job-id]').first();
      await card.getByRole('button', { name: 'Apply Now' }).click();
      const form = card.getByRole('form', { name: 'Apply for this job' });
      await form.getByLabel('About you').fill('I walk dogs every weekend.');

      // Log out in the first tab with the keyboard alone: the account menu, then Log out.
      await first.bringToFront();
      await accountButton(first).focus();
      await first.keyboard.press('Enter');
      const logOutItem = first.getByRole('button', { name: 'Log out' });
      await logOutItem.waitFor();
      await logOutItem.focus();
      await first.keyboard.press('Enter');
      await first.waitForURL((url) => url.pathname === '/');

      // The other tab is signed out without a reload: its header offers Sign In, and the job's panel
      // asks to sign in, so the form (and its token) can no longer send anything.
      await second.locator('header').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      await card.getByRole('heading', { name: 'Sign in to apply' }).waitFor();
      expect(await form.count()).toBe(0);
      expect(applies).toEqual([]);
      // Signed out, the list asks again for what a visitor sees, dimmed meanwhile: the screen is checked
      // once it has its answer.
      await second.locator('[data-updating]').waitFor({ state: 'detached' });
      await expectScreensOk(second, 'sign-out-other-tab', [DESKTOP, MOBILE, NARROW]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a tab that missed the news (no message reached it) finds out by the cookie before it sends a write', async () => {
    const { emailId } = await registerVerified(studentPayload());
    const { page, context } = await openPage(webPaths.jobs, DESKTOP, { beforeGoto: signedInAs(emailId, 1) });
    try {
      await accountButton(page).waitFor();
      const applies: string[] = [];
      await page.route(apiGlob('applyToJob'), (route) => {
        applies.push(route.request().url());
        return route.continue();
      });
      const card = page.locator('main article[data-job-id]').first();
      await card.getByRole('button', { name: 'Apply Now' }).click();
      const form = card.getByRole('form', { name: 'Apply for this job' });
      await form.getByLabel('About you').fill('Half written before the sign-out.');
      // Another tab signed out while this one was frozen: the cookies are gone, no message came.
      await context.clearCookies();
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await card.getByRole('heading', { name: 'Sign in to apply' }).waitFor();
      await page.locator('header').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      expect(applies).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
