import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../shared/auth/session-cookie';
import { PROFILE_UPDATED_MESSAGE } from '../../shared/schemas/user';
import { webPaths } from '../../shared/web-paths';
import { claimsOf, registerVerified, revokeWith, studentPayload } from '../integration/support/accounts';
import { idTokenFor } from '../integration/support/api';
import { applicationsOf } from '../integration/support/marketplace';
import { PASSWORD, signInThroughScreen } from './support/accounts';
import { apiGlob, closeBrowser, withPage } from './support/browser';
import { jobCard, searchedJobIds } from './support/jobs';
import { expectScreensOk, NARROW } from './support/screens';

afterAll(closeBrowser);

/*
 * A session that ends while a student types an application. The student
 * is asked to sign in again right there ("Please sign in again", never "Something went wrong"), signs
 * in in place, and the application leaves with what they typed.
 */
describe('an expired session during Apply', () => {
  it('signs in in place and sends the application with the typed text', () =>
    // The ended session's refused calls are expected: the browser logs their 401s.
    withPage('/auth/signin', { expectedErrors: /status of 401/ }, async (page) => {
      const student = await registerVerified(studentPayload({ firstName: 'Rosa' }));
      await signInThroughScreen(page, student.emailId, PASSWORD, 'Student');
      const studentId = String(claimsOf(await idTokenFor(student.emailId, PASSWORD)).sub);
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      const [jobId] = await searchedJobIds({ zipCode: '78704', radius: '10' });
      if (!jobId) throw new Error('No Austin job to apply to');
      await page.goto(new URL(`${webPaths.jobs}?zipCode=78704&radius=10`, page.url()).toString());
      const card = jobCard(page, jobId);
      await card.getByRole('button', { name: 'Apply Now' }).click();
      const form = card.getByRole('form', { name: 'Apply for this job' });
      await form.waitFor();
      const note = 'I have walked our neighbour’s two dogs every weekday for a year.';
      await form.getByLabel('Expected price').fill('17.25');
      await form.getByLabel('About you').fill(note);

      // Meanwhile the session ends (a sign-out on another device, a password reset) and the tab's
      // ID token expires: the API's gateway refuses the send with 401, as for any expired token.
      const session = (await page.context().cookies()).find((cookie) => cookie.name === sessionCookie.name);
      expect((await revokeWith(`${session?.name}=${session?.value}`)).status).toBe(200);
      let refusedOnce = false;
      await page.route(apiGlob('applyToJob'), async (route) => {
        if (refusedOnce) return route.continue();
        refusedOnce = true;
        return route.fulfill({
          status: 401,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'Unauthorized', code: 'UNAUTHORIZED' }),
        });
      });

      await form.getByRole('button', { name: 'Submit Application' }).click();
      const again = card.getByRole('heading', { name: 'Please sign in again' });
      await again.waitFor();
      expect(await card.getByText('Something went wrong').count()).toBe(0);
      // What was typed is still there, and focus waits in the password field.
      expect(await form.getByLabel('About you').inputValue()).toBe(note);
      expect(await form.getByLabel('Expected price').inputValue()).toBe('17.25');
      const password = card.getByLabel(`Password for ${student.emailId}`);
      expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
      await expectScreensOk(page, 'apply-sign-in-again', [
        { width: 1280, height: 800 },
        { width: 375, height: 812 },
        NARROW,
      ]);

      await password.fill(PASSWORD);
      await card.getByRole('button', { name: 'Sign in and send' }).click();
      await card.getByRole('heading', { name: /^Sent to / }).waitFor();

      // Sent once, with what was typed.
      const mine = (await applicationsOf(jobId)).filter((item) => item.studentId === studentId);
      expect(mine).toEqual([
        expect.objectContaining({ bio: note, expectedPrice: 17.25, priceType: 'perHr' }),
      ]);
    }));
});

/** Ends the page's session as another device's sign-out would, and refuses the next `pattern` call with 401. */
async function endSessionAndRefuseNext(page: Page, pattern: string): Promise<void> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === sessionCookie.name);
  expect((await revokeWith(`${session?.name}=${session?.value}`)).status).toBe(200);
  let refusedOnce = false;
  await page.route(pattern, async (route) => {
    if (refusedOnce || route.request().method() !== 'PUT') return route.continue();
    refusedOnce = true;
    return route.fulfill({
      status: 401,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Unauthorized', code: 'UNAUTHORIZED' }),
    });
  });
}

describe('an expired session while editing the profile', () => {
  it('signs in in place and saves the typed bio', () =>
    withPage('/auth/signin', { expectedErrors: /status of 401/ }, async (page) => {
      const student = await registerVerified(studentPayload({ firstName: 'Ana' }));
      await signInThroughScreen(page, student.emailId, PASSWORD, 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await page.goto(new URL('/profile', page.url()).toString());
      const bio = 'Year 11, first-aid trained, happy to help with gardens and pets.';
      await page.getByLabel('Bio').fill(bio);
      await endSessionAndRefuseNext(page, apiGlob('updateOwnProfile'));

      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.getByRole('heading', { name: 'Please sign in again' }).waitFor();
      expect(await page.getByText('There was a problem updating your profile').count()).toBe(0);
      expect(await page.getByLabel('Bio').inputValue()).toBe(bio);
      const password = page.getByLabel(`Password for ${student.emailId}`);
      expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
      await password.fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in and send' }).click();
      await page.getByText(PROFILE_UPDATED_MESSAGE).waitFor();

      // Saved: a reload (a fresh page, the renewed session) shows it.
      await page.reload();
      await expect.poll(() => page.getByLabel('Bio').inputValue()).toBe(bio);
    }));
});
