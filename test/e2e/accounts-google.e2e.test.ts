import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import { stack } from '../integration/support/api';
import { accountButton, field, googleStandIn, logOut, typeInto, usDateOfBirthAged } from './support/accounts';
import { appUrl, closeBrowser, expectScreenOk, MOBILE, withPage } from './support/browser';

afterAll(closeBrowser);

/** The hosted UI's sign-in form: cognito-local's stand-in for choosing a Google account. */
async function chooseAccount(page: Page, account: { email: string; password: string }) {
  await page.waitForURL((url) => url.pathname === '/oauth2/authorize');
  await page.locator('input[name="username"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// cognito-local's page has no favicon; the browser logs that 404.
const hostedUiNoise = /status of 404/;

describe('Google sign-up through the hosted UI (authorization code with PKCE)', () => {
  it('a new student completes the account, then signs in with Google', async () => {
    const account = await googleStandIn('Gail', 'Greenwood');
    await withPage('/auth/signup/student', { expectedErrors: hostedUiNoise }, async (page) => {
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL((url) => url.pathname === '/oauth2/authorize');
      const authorize = new URL(page.url()).searchParams;
      expect(Object.fromEntries(authorize)).toMatchObject({
        response_type: 'code',
        client_id: stack().userPoolClientId,
        redirect_uri: appUrl('/auth/google'),
        scope: 'openid email profile',
        identity_provider: 'Google',
        code_challenge_method: 'S256',
      });
      expect(authorize.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(authorize.get('state')?.length).toBeGreaterThanOrEqual(16);

      await chooseAccount(page, account);
      await page.waitForURL((url) => url.pathname === '/auth/googleprofile');
      await page.getByRole('heading', { level: 1, name: 'Sign Up with Google' }).waitFor();
      await page.getByText('Gail Greenwood').waitFor();
      const create = page.getByRole('button', { name: 'Create Account' });
      expect(await create.isDisabled()).toBe(true);
      await expectScreenOk(page, 'accounts-google-student-1280');

      await typeInto(page, 'Phone Number', '5035550142');
      await typeInto(page, 'Zipcode', '97201');
      await typeInto(page, 'Date of birth', usDateOfBirthAged(15));
      await typeInto(page, 'Parent/Guardian Email', 'not-an-email');
      await page.waitForTimeout(700);
      expect(await create.isDisabled()).toBe(true);
      await typeInto(page, 'Parent/Guardian Email', 'parent.greenwood@example.com');
      await typeInto(page, 'Interests (optional)', 'Gardening');
      await page.keyboard.press('Enter');
      await typeInto(page, 'About you (optional)', 'Green thumbs.');
      await create.click();

      await page.getByRole('heading', { level: 1, name: 'Account Created Successfully' }).waitFor();
      await expectScreenOk(page, 'accounts-google-created-1280');
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/signin');
      expect(await page.getByRole('tab', { name: 'Student' }).getAttribute('aria-selected')).toBe('true');

      // The account is complete now: Google signs straight in.
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await chooseAccount(page, account);
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      expect(await accountButton(page).getAttribute('aria-label')).toBe('Account menu for Gail Greenwood');
      await logOut(page);
    });
  });

  it('a new employer gives a phone number and gets the account', async () => {
    const account = await googleStandIn('Rosa', 'Delgado');
    await withPage('/auth/signup', { expectedErrors: hostedUiNoise }, async (page) => {
      await page.getByRole('radio', { name: /Employer/ }).check();
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await chooseAccount(page, account);
      await page.waitForURL((url) => url.pathname === '/auth/googleprofileemp');
      await page.getByText('Complete your account details to continue').waitFor();
      expect(await field(page, 'Phone Number').getAttribute('placeholder')).toBe('(123) 456-7890');
      await typeInto(page, 'Phone Number', '123');
      await field(page, 'Phone Number').blur();
      await page.getByText('Please enter a valid 10-digit phone number').waitFor();
      await typeInto(page, 'Phone Number', '7205550163');
      await expectScreenOk(page, 'accounts-google-employer-1280');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Account Created Successfully!' }).waitFor();
      await page
        .getByText('Your account has been created successfully. You can now proceed to the next step.')
        .waitFor();
    });
  });

  it('explains a callback that cannot be used, with a way back', () =>
    withPage('/auth/google?code=made-up&state=forged', { viewport: MOBILE }, async (page) => {
      await page.getByText('This sign-in link has expired').waitFor();
      expect(await page.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
        '/auth/signin',
      );
      await expectScreenOk(page, 'accounts-google-invalid-375');
      await page.goto(appUrl('/auth/google?error=access_denied'));
      await page.getByText('Google sign-in was cancelled').waitFor();
      await page.goto(appUrl('/auth/googleprofileemp'));
      await page.getByText('Start with the Google button').waitFor();
      await expectScreenOk(page, 'accounts-google-missing-375');
    }));
});
