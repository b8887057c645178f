import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPath, webPaths } from '../../shared/web-paths';
import { api } from '../integration/support/api';
import { INVITATION_SUBJECT, newInvitedTeen } from '../integration/support/family';
import { expectMails } from '../integration/support/inbox';
import { asRecordFromBeforeDatesOfBirth } from '../integration/support/legacy-records';
import {
  type Actor,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from '../integration/support/marketplace';
import { asIfInvitedYesterday } from '../integration/support/time-travel';
import { field, logOut, newEmail, PASSWORD, signInThroughScreen } from './support/accounts';
import { closePagesWithoutErrors, type OpenedPage, openPage } from './support/browser';
import { press, tabTo, tabToElement } from './support/keyboard';
import { expectScreensOkWithPhones } from './support/screens';

/*
 * In Chromium, at 1280, 375 and 320 px, with axe, keyboard only:
 *   - a 14-year-old whose parent has not confirmed yet reads "Waiting until Priya confirms" on the
 *     application and in My Applications, sends the invitation again and corrects the address, and the
 *     new invitation names them in its sentences;
 *   - a student who joined when we asked for an age is asked for their date of birth at their next
 *     sign-in, once.
 */

const screensOk = expectScreensOkWithPhones;

const opened: OpenedPage[] = [];

afterAll(() => closePagesWithoutErrors(opened), 150_000);

describe.sequential('a teen whose parent has not confirmed yet', () => {
  let teen: Actor;
  let employer: Actor;
  let page: Page;
  const title = uniqueTitle('Dog walking');
  let jobId = '';
  const waiting = (who: string) => page.getByRole('heading', { name: `Waiting until ${who} confirms` });

  beforeAll(async () => {
    [teen, employer] = await Promise.all([newInvitedTeen('Ava', 14), newEmployer('Sam')]);
    jobId = await postJob(employer, title, { kind: 'dogWalking' });
    const one = await openPage('/auth/signin');
    opened.push(one);
    page = one.page;
    await signInThroughScreen(page, teen.email, PASSWORD, 'Student');
    await page.waitForURL((url) => url.pathname === webPaths.jobs);
  }, 120_000);

  it('1. reads it on the application, before sending it, and the application then waits', async () => {
    await page.goto(new URL(webPath('job', { id: jobId }), page.url()).toString());
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Apply Now' }).focus();
    await press(page, 'Enter');
    await waiting('Priya').waitFor();
    const notice = page.getByTestId('waiting-for-guardian');
    expect(await notice.textContent()).toContain(`We e-mailed ${teen.parentEmail}`);
    expect(await notice.textContent()).toContain('Your applications wait until Priya confirms');
    // Sent today: "Resend" says when it may go, and does nothing before then.
    const resend = notice.getByRole('button', { name: 'Resend the invitation to Priya' });
    expect(await resend.getAttribute('aria-disabled')).toBe('true');
    expect(await notice.textContent()).toContain('You can send it again once a day');
    await screensOk(page, 'waiting-apply-panel', notice);

    await tabTo(page, /^Submit Application/);
    await press(page, 'Enter');
    await page.getByRole('heading', { name: 'Waiting for your parent' }).waitFor();
    // The confirmation stays with the two ways forward: no timer closes it.
    await waiting('Priya').waitFor();
    await screensOk(page, 'waiting-apply-sent', page.getByTestId('waiting-for-guardian'));
  }, 150_000);

  it('2. in My Applications, sends the invitation again (keyboard only) once a day has passed', async () => {
    await asIfInvitedYesterday(teen.userId);
    await page.goto(new URL(webPaths.myApplications, page.url()).toString());
    await waiting('Priya').waitFor();
    await page.getByRole('cell', { name: title }).or(page.getByText(title)).first().waitFor();
    const notice = page.getByTestId('waiting-for-guardian');
    await expect.poll(() => notice.textContent()).toContain('You can send it again 3 more times.');
    await tabTo(page, /^Resend/);
    await press(page, 'Enter');
    await notice.getByText('We sent the invitation again. The earlier link no longer works.').waitFor();
    await expectMails(teen.parentEmail as string, INVITATION_SUBJECT, 2);
    expect(await notice.textContent()).toContain('You can send it again once a day');
    await screensOk(page, 'waiting-my-applications-resent', notice);
  }, 150_000);

  it('3. corrects the address (keyboard only), and the new invitation names the teen in its sentences', async () => {
    const corrected = newEmail('dana');
    await tabTo(page, 'Correct the address');
    await press(page, 'Enter');
    const form = page.getByRole('form', { name: 'Correct your parent or guardian' });
    await form.waitFor();
    // The button is gone: focus is on the form's first field.
    const focused = (label: string) => field(page, label).evaluate((el) => el === document.activeElement);
    await expect.poll(() => focused('Parent/Guardian Name')).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Dana Lee');
    await press(page, 'Tab');
    expect(await focused('Parent/Guardian Email')).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(corrected);
    expect(await field(page, 'Parent/Guardian Email').inputValue()).toBe(corrected);
    await screensOk(page, 'waiting-correct-address', form);
    await tabTo(page, 'Save and invite');
    await press(page, 'Enter');
    await waiting('Dana').waitFor();
    await page.getByText('We updated the address and sent them a new invitation.').waitFor();
    expect(await page.getByTestId('waiting-for-guardian').textContent()).toContain(
      `We e-mailed ${corrected}`,
    );

    const [mail] = await expectMails(corrected, INVITATION_SUBJECT, 1);
    expect(mail?.subject).toBe(`Confirm you are ${teen.firstName} ${teen.lastName}’s parent or guardian`);
    const text = mail?.body.text ?? '';
    expect(text).toContain('Hi Dana Lee,');
    expect(text).toContain(`${teen.firstName} has just created a Neighbourhood Jobs account`);
    expect(text).toContain(`If ${teen.firstName} is not your child`);
    // No sentence about the child starts with "They".
    expect(text).not.toMatch(/(^|[.!?]\s+)They\b/m);
    await screensOk(page, 'waiting-corrected', page.getByTestId('waiting-for-guardian'));
  }, 150_000);
});

describe.sequential('a student from before dates of birth', () => {
  let student: Actor;
  let page: Page;
  let range = { earliest: '', latest: '' };
  const question = () => page.getByRole('heading', { name: 'Please tell us your date of birth' });

  beforeAll(async () => {
    student = await newStudent('Leo');
    // Joined a year and a half ago, aged 18 then.
    await asRecordFromBeforeDatesOfBirth(student.userId, 18, new Date(Date.now() - 548 * 86_400_000));
    const profile = await api('getOwnProfile', { token: student.token });
    range = profile.body.data.confirmDateOfBirth;
    expect(range.earliest < range.latest, JSON.stringify(range)).toBe(true);
  }, 120_000);

  /** Signs out (if signed in) and in again through the screen, to the jobs. */
  async function signInAgain() {
    await logOut(page);
    await page.goto(new URL(webPaths.signIn, page.url()).toString());
    await signInThroughScreen(page, student.email, PASSWORD, 'Student');
    await page.waitForURL((url) => url.pathname === webPaths.jobs);
  }

  it('1. is asked at their next sign-in; "Later" puts it off for the visit', async () => {
    const one = await openPage('/auth/signin');
    opened.push(one);
    page = one.page;
    await signInThroughScreen(page, student.email, PASSWORD, 'Student');
    await page.waitForURL((url) => url.pathname === webPaths.jobs);
    await question().waitFor();
    const banner = page.locator('section', { has: question() });
    expect(await banner.textContent()).toContain('You were 18 when you joined');
    await screensOk(page, 'dob-asked', banner);
    await tabTo(page, 'Later');
    await press(page, 'Enter');
    await expect.poll(() => question().count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await question().count()).toBe(0);
  }, 150_000);

  it('2. is asked again at the sign-in after, and answers keyboard only', async () => {
    await signInAgain();
    await question().waitFor();
    // A day in the range the age they gave allows, typed as digits: the field writes the slashes.
    const [year, month, day] = range.latest.split('-');
    await tabToElement(page, field(page, 'Date of birth'));
    await page.keyboard.type(`${month}${day}${year}`);
    expect(await field(page, 'Date of birth').inputValue()).toBe(`${month}/${day}/${year}`);
    await screensOk(page, 'dob-answered', page.locator('section', { has: question() }));
    await tabTo(page, 'Save my date of birth');
    await press(page, 'Enter');
    await expect.poll(() => question().count()).toBe(0);
    const saved = await api('getOwnProfile', { token: student.token });
    expect(saved.body.data.dateOfBirth).toBe(range.latest);
    expect(saved.body.data.confirmDateOfBirth ?? null).toBeNull();
  }, 150_000);

  it('3. once saved, is not asked again at the next sign-in', async () => {
    await signInAgain();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(new URL('/profile', page.url()).toString());
    await page.getByText('Date of birth').first().waitFor();
    expect(await question().count()).toBe(0);
  }, 150_000);
});
