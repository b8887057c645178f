import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../shared/routes';
import { webPaths } from '../../shared/web-paths';
import { latestCode, register, teenPayload } from '../integration/support/accounts';
import { api } from '../integration/support/api';
import { clearMailOutcomes, eventually, mailOutcome } from '../integration/support/mail-outcomes';
import { newEmail, PASSWORD, signInThroughScreen } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, waitForPage, withPage } from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * A teen whose parent's address bounced is told so on their next sign-in, with the way to
 * correct it; the banner is readable and usable at every width and with the keyboard.
 */

const HEADING = 'We can’t reach your parent or guardian by e-mail';

const guardian = newEmail('guardian-e2e-bounces');
let teenEmail: string;

beforeAll(async () => {
  // The guardian's mailbox does not exist: the parent alert after the teen verifies bounces.
  await mailOutcome(guardian, 'bounce');
  const payload = teenPayload({ firstName: 'Maya', parentName: 'Priya Patel', parentEmail: guardian });
  teenEmail = payload.emailId;
  await register(payload);
  const verified = await api('verifyUser', {
    body: { userId: teenEmail, verificationCode: latestCode(teenEmail) },
  });
  expect(verified.status).toBe(200);
  // Wait until SES's bounce has been recorded, as it would be long before the teen's next sign-in.
  const signIn = await api('signIn', {
    body: { emailId: teenEmail, password: PASSWORD, expectedRoleId: 1 },
  });
  const token = (signIn.body.data as { idToken: string }).idToken;
  await eventually('the bounce to be recorded', async () => {
    const status = await api('getMailStatus', { token });
    return (status.body.undeliverable as unknown[]).length > 0 ? status.body : undefined;
  });
});

afterAll(async () => {
  await clearMailOutcomes();
  await closeBrowser();
});

const isMailStatus = (response: { url(): string }) => response.url().endsWith(apiPath('getMailStatus'));

async function signInAsTeen(page: Page): Promise<void> {
  await signInThroughScreen(page, teenEmail, PASSWORD, 'Student');
  await waitForPage(page, webPaths.jobs);
}

describe('the undeliverable-address banner', () => {
  it('tells the teen at sign-in that their guardian’s address bounces, readable at every width', async () => {
    await withPage('/auth/signin', { viewport: DESKTOP }, async (page) => {
      await signInAsTeen(page);
      const banner = page.getByRole('region', { name: HEADING });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(guardian);
      expect(await banner.textContent()).toContain('correct it on your profile');
      await expectScreensOk(page, 'mail-status-banner', [DESKTOP, MOBILE, NARROW]);
    });
  });

  it('leads to the profile by keyboard, and stays away for the session once put off', async () => {
    await withPage('/auth/signin', { viewport: DESKTOP }, async (page) => {
      await signInAsTeen(page);
      const banner = page.getByRole('region', { name: HEADING });
      await banner.waitFor();
      const link = banner.getByRole('link', { name: 'Go to your profile' });
      await link.focus();
      await page.keyboard.press('Enter');
      await waitForPage(page, '/profile');
      // Still there on the profile, where the address is corrected.
      await banner.waitFor();

      await banner.getByRole('button', { name: 'Remind me later' }).click();
      await banner.waitFor({ state: 'detached' });
      const checked = page.waitForResponse(isMailStatus);
      await page.reload();
      await checked;
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('region', { name: HEADING }).count()).toBe(0);
    });
  });

  it('is not shown to someone whose addresses all receive mail', async () => {
    await withPage('/auth/signin', { viewport: DESKTOP }, async (page) => {
      const checked = page.waitForResponse(isMailStatus);
      await signInThroughScreen(page, 'student@example.com', PASSWORD, 'Student');
      await waitForPage(page, webPaths.jobs);
      // Only once the check has answered does "no banner" mean anything.
      expect((await checked).status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('region', { name: /can’t reach/ }).count()).toBe(0);
    });
  });
});
