import { afterAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import {
  accountButton,
  codeFor,
  field,
  fieldMessage,
  logOut,
  newEmail,
  typeCode,
  typeInto,
  usDateOfBirthAged,
} from './support/accounts';
import { closeBrowser, expectScreenOk, MOBILE, withPage } from './support/browser';

afterAll(closeBrowser);

const PASSWORD = 'Maple-Leaf7!';

describe('a new student', () => {
  it('signs up, verifies, signs in, edits the profile, stays signed in on reload and logs out', () =>
    // The wrong code on purpose: the browser logs its 400.
    withPage('/auth/signup/student', { expectedErrors: /status of 400/ }, async (page) => {
      const email = newEmail('riley');
      await page.getByRole('heading', { level: 1, name: 'Create your student account' }).waitFor();
      expect(await page.title()).toBe('Student sign up · Neighbourhood Jobs');
      await expectScreenOk(page, 'accounts-signup-student-1280');

      const submit = page.getByRole('button', { name: 'Create Account' });
      expect(await submit.isDisabled()).toBe(true);

      // Validation runs after typing pauses (500 ms) and on blur, with the spec's messages.
      await typeInto(page, 'Full Name', 'Riley');
      await field(page, 'Email').focus();
      expect(await fieldMessage(page, 'Full Name')).toBe('Please enter your full name (first and last name)');
      await typeInto(page, 'Full Name', 'Riley Brooks');
      await typeInto(page, 'Email', 'riley@');
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'Email')).toBe('Please enter a valid email address');
      expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
      await typeInto(page, 'Email', email);
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'Email')).toBe('');

      // Phone is formatted as typed.
      await typeInto(page, 'Phone Number', '5125550123');
      expect(await field(page, 'Phone Number').inputValue()).toBe('(512) 555-0123');
      await typeInto(page, 'Zipcode', '78704');

      // The date of birth takes digits and writes the slashes; under 18 (today, from that date) the
      // parent fields appear, at 18+ they go and are cleared.
      const sixteen = usDateOfBirthAged(16);
      await field(page, 'Date of birth').focus();
      await page.keyboard.type(`-e+${sixteen.replace(/\//g, '')}`);
      expect(await field(page, 'Date of birth').inputValue()).toBe(sixteen);
      await typeInto(page, 'Parent/Guardian Name', 'Dana Brooks');
      await typeInto(page, 'Parent/Guardian Email', 'dana.brooks@example.com');
      await typeInto(page, 'Date of birth', usDateOfBirthAged(19));
      expect(await field(page, 'Parent/Guardian Name').count()).toBe(0);
      await typeInto(page, 'Date of birth', sixteen);
      expect(await field(page, 'Parent/Guardian Name').inputValue()).toBe('');
      await typeInto(page, 'Parent/Guardian Name', 'Dana Brooks');
      await typeInto(page, 'Parent/Guardian Email', 'dana.brooks@example.com');

      // Interests: Enter adds, trimmed; a repeat is not added; chips can be removed.
      for (const interest of ['Dog walking', '  dog walking ', 'Tutoring']) {
        await typeInto(page, 'Interests (optional)', interest);
        await page.keyboard.press('Enter');
      }
      const chips = page.getByRole('list', { name: /Your interests/ }).getByRole('listitem');
      expect(await chips.allTextContents()).toEqual(
        ['Dog walking', 'Tutoring'].map((t) => expect.stringContaining(t)),
      );
      await page.getByRole('button', { name: 'Remove Tutoring' }).click();
      expect(await chips.count()).toBe(1);
      await typeInto(page, 'Bio (optional)', 'I love dogs.');
      expect(await page.getByText('12 / 500').isVisible()).toBe(true);

      // The live checklist shows while the password field is focused or filled.
      const checklist = page.getByRole('list', { name: 'Password requirements' });
      expect(await checklist.count()).toBe(0);
      await field(page, 'Password').focus();
      await checklist.waitFor();
      await page.keyboard.type(PASSWORD);
      expect(await checklist.getByText('(not yet)').count()).toBe(0);
      await typeInto(page, 'Confirm Password', 'Maple-Leaf7');
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'Confirm Password')).toBe('Passwords do not match');
      await typeInto(page, 'Confirm Password', PASSWORD);
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'Confirm Password')).toBe('');

      await page.getByRole('radio', { name: 'Neighbors' }).check();
      const terms = page.getByRole('link', { name: /Terms of Use/ });
      expect(await terms.getAttribute('href')).toBe('/info/termsofuse');
      expect(await terms.getAttribute('target')).toBe('_blank');
      expect(await terms.getAttribute('rel')).toContain('noopener');
      expect(await submit.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
      expect(await submit.isEnabled()).toBe(true);
      await expectScreenOk(page, 'accounts-signup-student-filled-1280');
      await submit.click();

      // The created screen: six boxes, Verify waits for six digits, resend waits 30 s.
      const heading = page.getByRole('heading', { level: 1, name: 'Check your email' });
      await heading.waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(await page.title()).toBe('Verify your email · Neighbourhood Jobs');
      const verify = page.getByRole('button', { name: 'Verify' });
      const resend = page.getByRole('button', { name: 'Resend code' });
      expect(await verify.isDisabled()).toBe(true);
      expect(await resend.isDisabled()).toBe(true);
      expect(await page.getByText(/You can ask for a new code in \d+ seconds/).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'support@neighbourhoodjobs.local' }).count()).toBe(1);
      await expectScreenOk(page, 'accounts-verify-1280');

      // Letters never enter a box; a wrong code shows the server's text after the colon.
      const code = await codeFor(email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await typeCode(page, `a${wrong}`);
      expect(await verify.isEnabled()).toBe(true);
      await verify.click();
      await page.getByRole('alert').filter({ hasText: /code/i }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: /code/i }).textContent()).not.toMatch(/^\w+:/);

      // Backspace empties the boxes from the end; then the right code verifies.
      await page.getByLabel('Digit 6 of 6').click();
      for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
      expect(await verify.isDisabled()).toBe(true);
      await typeCode(page, code);
      await verify.click();

      // Signed in with the password typed on the form: straight to the jobs, no second sign-in.
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      expect(await accountButton(page).getAttribute('aria-label')).toBe('Account menu for Riley Brooks');
      expect((await accountButton(page).textContent())?.trim()).toBe('R');

      // Profile: read-only details, interests and bio editable.
      await page.goto(new URL('/profile', page.url()).toString());
      await page.getByRole('heading', { level: 1, name: 'Riley Brooks' }).waitFor();
      await page.getByRole('heading', { name: 'Account details' }).waitFor();
      // The account's own details (a teen's profile has a second list: their guardian's status).
      const details = page.getByRole('region', { name: 'Account details' }).locator('dl');
      await details.getByText('Dana Brooks').waitFor();
      expect(await details.textContent()).toContain('(512) 555-0123');
      expect(await details.textContent()).toContain('78704');
      expect(await page.title()).toBe('Your profile · Neighbourhood Jobs');
      await expectScreenOk(page, 'accounts-profile-student-1280');
      await typeInto(page, 'Interests (optional)', 'Yard work');
      await page.keyboard.press('Enter');
      await typeInto(page, 'Bio (optional)', 'Ninth grader who loves dogs.');
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.getByText('Profile updated successfully! Your changes have been saved.').waitFor();

      // A reload keeps the session (the HttpOnly session cookie) and shows the saved profile.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Riley Brooks' }).waitFor();
      expect(await field(page, 'Bio (optional)').inputValue()).toBe('Ninth grader who loves dogs.');
      expect(
        await page
          .getByRole('list', { name: /Your interests/ })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual([expect.stringContaining('Dog walking'), expect.stringContaining('Yard work')]);

      await logOut(page);
    }));

  it('sees the sign-up and verification screens laid out for a phone', () =>
    withPage('/auth/signup/student', { viewport: MOBILE }, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Create your student account' }).waitFor();
      await expectScreenOk(page, 'accounts-signup-student-375');
      await page.goto(new URL('/auth/signup', page.url()).toString());
      await page.getByRole('heading', { level: 1, name: 'Join Neighbourhood Jobs' }).waitFor();
      await expectScreenOk(page, 'accounts-signup-chooser-375');
    }));
});
