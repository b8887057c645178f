import { afterAll, describe, expect, it } from 'vitest';
import { employerPayload, registerVerified } from '../integration/support/accounts';
import {
  accountButton,
  codeFor,
  field,
  logOut,
  newEmail,
  signInThroughScreen,
  typeCode,
  typeInto,
} from './support/accounts';
import { closeBrowser, DESKTOP, expectScreenOk, MOBILE, waitForPage, withPage } from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

afterAll(closeBrowser);

const PASSWORD = 'Porch-Light4!';

describe('a new employer', () => {
  it('signs up, is asked to verify when signing in first, verifies and lands on the dashboard', () =>
    // Refused on purpose: the unverified sign-in (403), the early resend (429), the wrong tab (409).
    withPage('/auth/signup/employer', { expectedErrors: /status of (403|409|429)/ }, async (page) => {
      const email = newEmail('morgan');
      await page.getByRole('heading', { level: 1, name: 'Create your employer account' }).waitFor();
      await expectScreenOk(page, 'accounts-signup-employer-1280');

      // Employers are not asked for a zipcode, a date of birth or interests.
      expect(await field(page, 'Zipcode').count()).toBe(0);
      expect(await field(page, 'Date of birth').count()).toBe(0);

      await typeInto(page, 'Full Name', 'Morgan Ellis Hart');
      await typeInto(page, 'Email', email);
      await typeInto(page, 'Phone Number', '(303) 555-0188');
      await typeInto(page, 'Password', PASSWORD);
      await typeInto(page, 'Confirm Password', PASSWORD);
      await page.getByRole('radio', { name: 'Other' }).check();
      await typeInto(page, 'Tell us more (optional)', 'A school newsletter');
      await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();

      // Leave without verifying: signing in now (403) leads to the verification screen.
      await page.goto(new URL('/auth/signin', page.url()).toString());
      await signInThroughScreen(page, email, PASSWORD, 'Employer');
      await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
      expect(await page.getByRole('button', { name: 'Resend code' }).isEnabled()).toBe(true);
      await expectScreenOk(page, 'accounts-signin-verify-1280');

      // Resend clears the boxes. The server sent a code at sign-up moments ago and asks to wait
      // (429); the screen says so and counts down.
      const code = await codeFor(email);
      await typeCode(page, '12');
      await page.getByRole('button', { name: 'Resend code' }).click();
      await page.getByText(/Please wait \d+ seconds before asking for another code\./).waitFor();
      expect(await page.getByLabel('Digit 1 of 6').inputValue()).toBe('');
      expect(await page.getByRole('button', { name: 'Resend code' }).isDisabled()).toBe(true);
      await page.getByText(/You can ask for a new code in \d+ seconds/).waitFor();

      // A pasted code fills all six boxes.
      await page.getByLabel('Digit 3 of 6').focus();
      await page.evaluate((code) => {
        const data = new DataTransfer();
        data.setData('text/plain', ` ${code} `);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
        );
      }, code);
      expect(await page.getByLabel('Digit 6 of 6').inputValue()).toBe(code.at(-1));
      await page.getByRole('button', { name: 'Verify' }).click();
      // Signed in with the password typed before the code: the employer's home, no second sign-in.
      await waitForPage(page, '/employer/home');
      expect(await accountButton(page).getAttribute('aria-label')).toBe('Account menu for Morgan Ellis Hart');

      // The account menu opens on hover: name, e-mail, account label; no My Applications for employers.
      await accountButton(page).hover();
      const menu = page.locator(`[id="${await accountButton(page).getAttribute('aria-controls')}"]`);
      await menu.getByText('Employer Account').waitFor();
      expect(await menu.textContent()).toContain(email);
      expect(await menu.getByRole('link', { name: 'My Applications' }).count()).toBe(0);
      expect(await menu.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/profile');
      await page.mouse.move(5, 700);
      await menu.waitFor({ state: 'hidden' });

      // The employer's profile is read-only: no interests, no date of birth, no Update Profile.
      await page.goto(new URL('/profile', page.url()).toString());
      await page.getByRole('heading', { level: 1, name: 'Morgan Ellis Hart' }).waitFor();
      await page.locator('main').getByText('Employer Account').waitFor();
      await page.getByRole('heading', { name: 'Account details' }).waitFor();
      expect(await page.getByRole('button', { name: 'Update Profile' }).count()).toBe(0);
      expect(await page.locator('dl').getByText('Date of birth').count()).toBe(0);
      expect(await page.locator('dl').textContent()).toContain('(303) 555-0188');
      await expectScreenOk(page, 'accounts-profile-employer-1280');

      await logOut(page);
    }));

  it('signs in with the keyboard alone: tabs with arrow keys, Enter submits', () =>
    withPage('/auth/signin', {}, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
      const student = page.getByRole('tab', { name: 'Student' });
      await student.focus();
      await page.keyboard.press('ArrowRight');
      const employer = page.getByRole('tab', { name: 'Employer' });
      expect(await employer.getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Employer');
      // Only the selected tab is in the tab order: Tab goes on into the panel.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('email');
      await page.keyboard.type('employer@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Neighbour1!');
      await page.keyboard.press('Enter');
      // The page, not only its address: its arrival moves focus to it, which would close a menu
      // opened before (waitForPage).
      await waitForPage(page, '/employer/home');
      // The account menu by keyboard: Enter opens it, Escape closes it and returns to the button.
      await accountButton(page).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'View Profile' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'View Profile' }).waitFor({ state: 'hidden' });
    }));

  it('keeps a visitor out of the profile: sign-in first, then back to the profile', () =>
    withPage('/profile', { viewport: MOBILE }, async (page) => {
      await page.waitForURL((url) => url.pathname === '/auth/signin');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
      await expectScreenOk(page, 'accounts-signin-375');
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByRole('heading', { level: 1, name: 'Jordan Lee' }).waitFor();
      await page.getByRole('button', { name: 'Update Profile' }).waitFor();
      await expectScreenOk(page, 'accounts-profile-student-375');
    }));

  it('on the Student tab is offered the Employer tab, not shown an error, and takes it by keyboard', async () => {
    const payload = await registerVerified(employerPayload({ firstName: 'Avery', lastName: 'Quinn' }));
    await withPage('/auth/signin', { expectedErrors: /status of 409/ }, async (page) => {
      // The right address and password on the wrong tab: the server refuses (no session), the form offers.
      await signInThroughScreen(page, payload.emailId, payload.password, 'Student');
      const offer = page.getByRole('button', { name: 'Switch to Employer and sign in' });
      await offer.waitFor();
      await page.getByRole('status').filter({ hasText: 'This is an employer account' }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
      await expect.poll(() => offer.evaluate((button) => button === document.activeElement)).toBe(true);
      await expectScreensOk(page, 'accounts-signin-other-tab', [DESKTOP, MOBILE, NARROW]);
      await page.keyboard.press('Enter');
      await waitForPage(page, '/employer/home');
      expect(await page.getByRole('tab', { name: 'Employer' }).count()).toBe(0);
      expect(await accountButton(page).getAttribute('aria-label')).toBe('Account menu for Avery Quinn');
    });
  });
});
