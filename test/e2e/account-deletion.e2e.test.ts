import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyPagePaths } from '../../shared/rules/family';
import { accountMessages } from '../../shared/schemas/account';
import { employerPayload, studentPayload } from '../integration/support/accounts';
import { api } from '../integration/support/api';
import { newConfirmedFamily } from '../integration/support/family';
import { type Actor, actorFor, postJob } from '../integration/support/marketplace';
import { field, PASSWORD, signedInAs, signInThroughScreen } from './support/accounts';
import { closeBrowser, DESKTOP, withPage } from './support/browser';
import { expectScreensOk, NARROW, SIZES } from './support/employer';

afterAll(closeBrowser);

/*
 * Last bullet (§4 "your data is yours"), in Chromium: a student deletes their
 * account from the profile (what goes and what stays, DELETE typed, a wrong word refused in place),
 * after which signing in fails and the employer sees "Former student" where the student's name was.
 */

let student: Actor;
let employer: Actor;
let jobId: string;

beforeAll(async () => {
  [student, employer] = await Promise.all([
    actorFor(studentPayload({ firstName: 'Dana', lastName: 'Okafor' }), 1),
    actorFor(employerPayload({ firstName: 'Robin', lastName: 'Castillo' }), 2),
  ]);
  jobId = await postJob(employer, `Rake leaves ${Date.now().toString(36)}`);
  const applied = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const review = await api('reviewApplication', {
    token: employer.token,
    body: { applicantId: student.userId, applicationId: applied.body.entity, reviewDecision: true },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(200);
});

describe('delete my account', () => {
  it('the student deletes their account from the profile, with DELETE typed', () =>
    withPage(
      '/profile',
      {
        beforeGoto: signedInAs(student.email, 1),
      },
      async (page) => {
        const panel = page.getByRole('region', { name: 'Your data' });
        await panel.waitFor();
        await panel.getByRole('button', { name: 'Download my data' }).waitFor();
        await panel.scrollIntoViewIfNeeded();
        await expectScreensOk(page, 'profile-your-data', [...SIZES, NARROW]);

        const opener = panel.getByRole('button', { name: 'Delete my account' });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: 'Delete your account' });
        await dialog.waitFor();
        // What goes and what stays is said before anything happens; focus is on the word to type.
        await dialog.getByRole('heading', { name: 'What stays, and why' }).waitFor();
        expect(await dialog.textContent()).toContain('Former student');
        const word = field(page, 'Type DELETE to confirm');
        expect(await word.evaluate((input) => input === document.activeElement)).toBe(true);

        // Escape closes it, and focus goes back to the button that opened it.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

        await opener.press('Enter');
        await word.fill('delete');
        await page.keyboard.press('Enter');
        await dialog.getByText(accountMessages.confirmationMismatch).waitFor();
        expect(await word.getAttribute('aria-invalid')).toBe('true');
        await expectScreensOk(page, 'delete-account-dialog', [...SIZES, NARROW]);

        await word.fill('DELETE');
        await dialog.getByRole('button', { name: 'Delete permanently' }).click();
        const deleted = page.getByRole('dialog', { name: 'Account deleted' });
        const done = deleted.getByRole('button', { name: 'Go to the home page' });
        await done.waitFor();
        expect(await deleted.getByRole('status').textContent()).toContain(student.email);
        await expect.poll(() => done.evaluate((button) => button === document.activeElement)).toBe(true);
        await expectScreensOk(page, 'delete-account-done', [DESKTOP]);
        await done.click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.locator('header').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      },
    ));

  it('after which signing in fails', () =>
    withPage('/auth/signin', { expectedErrors: /401|Unauthorized/ }, async (page) => {
      await signInThroughScreen(page, student.email, PASSWORD, 'Student');
      await page
        .getByText(/Incorrect email or password/i)
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth/signin');
    }));

  it('and the employer sees "Former student", with no name or e-mail', () =>
    withPage('/employer/home/applications', { beforeGoto: signedInAs(employer.email, 2) }, async (page) => {
      const row = page.locator('li[data-application-id]');
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain('Former student');
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).not.toContain('Dana');
      expect(main).not.toContain('Okafor');
      expect(main).not.toContain(student.email);
      await expectScreensOk(page, 'employer-former-student', [...SIZES, NARROW]);
    }));

  it('a guardian deletes their teen’s account from /family, and the teen’s section goes', async () => {
    const { teen, guardian } = await newConfirmedFamily('Ines', 14);
    await withPage(familyPagePaths.family, { beforeGoto: signedInAs(guardian.email, 1) }, async (page) => {
      const opener = page.getByRole('button', { name: 'Delete Ines’s account' });
      await opener.waitFor();
      await opener.scrollIntoViewIfNeeded();
      await expectScreensOk(page, 'family-delete-teen', [...SIZES, NARROW]);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Delete Ines’s account' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Their link with you');
      await field(page, 'Type DELETE to confirm').fill('DELETE');
      await expectScreensOk(page, 'family-delete-teen-dialog', [...SIZES, NARROW]);
      await dialog.getByRole('button', { name: 'Delete permanently' }).click();
      await page
        .getByRole('dialog', { name: 'Account deleted' })
        .getByRole('button', { name: 'Done' })
        .click();
      await page.getByRole('heading', { level: 2, name: /^Ines / }).waitFor({ state: 'detached' });
      // The section (and the button that opened the dialog) is gone: focus is on the page's heading.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe('Your family');
      await page.getByText('No teens linked yet').waitFor();
    });
    const signIn = await api('signIn', {
      body: { emailId: teen.email, password: PASSWORD, expectedRoleId: 1 },
    });
    expect(signIn.status).toBe(401);
  });
});
