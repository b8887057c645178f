import { afterAll, describe, expect, it } from 'vitest';
import { employerPayload, registerVerified } from '../integration/support/accounts';
import { codeFor, field, fieldMessage, signInThroughScreen, typeInto } from './support/accounts';
import { closeBrowser, expectScreenOk, MOBILE, withPage } from './support/browser';

afterAll(closeBrowser);

const NEW_PASSWORD = 'Garden-Gate9!';

describe('password reset', () => {
  it('sends a code, checks it and the new password, then signs in with the new password', async () => {
    const { emailId: email } = await registerVerified(
      employerPayload({ firstName: 'Avery', lastName: 'Quinn' }),
    );

    await withPage('/auth/signin', {}, async (page) => {
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      expect(await page.title()).toBe('Reset your password · Neighbourhood Jobs');
      await expectScreenOk(page, 'accounts-reset-request-1280');
      await page.getByRole('button', { name: 'Send reset code' }).click();
      expect(await fieldMessage(page, 'Email')).toBe('Email is required');
      await typeInto(page, 'Email', email);
      await page.getByRole('button', { name: 'Send reset code' }).click();

      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      await page.getByText('Reset code sent to your email. Please check your inbox.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

      // The code: digits only, six of them; the new password waits for it.
      const newPassword = field(page, 'New Password');
      expect(await newPassword.isDisabled()).toBe(true);
      expect(await page.getByText('Enter all 6 digits to continue').isVisible()).toBe(true);
      await typeInto(page, 'Reset code', '12a');
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'Reset code')).toBe('Please enter numbers only');
      await typeInto(page, 'Reset code', '123');
      await field(page, 'Reset code').blur();
      expect(await fieldMessage(page, 'Reset code')).toBe('Code must be 6 digits');
      // Verification left no code behind: the one stored now is the reset code.
      const code = await codeFor(email);
      await typeInto(page, 'Reset code', code);
      expect(await newPassword.isEnabled()).toBe(true);

      // Strength meter and its messages: every label on the way, and a password the rules refuse is never
      // rated above Medium, however many requirements it meets; the checklist says which
      // one is missing.
      await typeInto(page, 'New Password', 'garden');
      await page.getByText('Password strength: Very weak').waitFor();
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'New Password')).toBe('Please choose a stronger password.');
      await typeInto(page, 'New Password', 'Garden');
      await page.getByText('Password strength: Weak').waitFor();
      await typeInto(page, 'New Password', 'Garden1');
      await page.getByText('Password strength: Medium').waitFor();
      await typeInto(page, 'New Password', 'GardenGate9');
      await page.getByText('Password strength: Medium').waitFor();
      const checklist = page.getByRole('list', { name: 'Password requirements' });
      expect(await checklist.getByText('(not yet)').count()).toBe(1);
      await typeInto(page, 'New Password', 'Garden-Gt9!');
      await page.getByText('Password strength: Strong').waitFor();
      await typeInto(page, 'New Password', NEW_PASSWORD);
      await page.getByText('Password strength: Very strong').waitFor();
      expect(await checklist.getByText('(not yet)').count()).toBe(0);
      await typeInto(page, 'Confirm New Password', `${NEW_PASSWORD}x`);
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'Confirm New Password')).toBe('Passwords do not match');
      await typeInto(page, 'Confirm New Password', NEW_PASSWORD);
      await expectScreenOk(page, 'accounts-reset-confirm-1280');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Password reset successful!').waitFor();

      // After 2 seconds: sign-in with the notice, which is then taken out of the address.
      await page.waitForURL((url) => url.pathname === '/auth/signin', { timeout: 5000 });
      await page.getByText('Password reset successful. Please sign in with your new password.').waitFor();
      await page.waitForURL((url) => !url.searchParams.has('message'));

      await signInThroughScreen(page, email, NEW_PASSWORD, 'Employer');
      await page.waitForURL((url) => url.pathname === '/employer/home');
    });
  });

  it('fits a phone', () =>
    withPage('/auth/forgot-password', { viewport: MOBILE }, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await expectScreenOk(page, 'accounts-reset-request-375');
    }));
});
