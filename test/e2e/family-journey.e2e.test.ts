import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyPagePaths } from '../../shared/rules/family';
import { webPaths } from '../../shared/web-paths';
import { registerVerified, teenPayload } from '../integration/support/accounts';
import { api, idTokenFor } from '../integration/support/api';
import { linkToken } from '../integration/support/family';
import {
  type Actor,
  expectMails,
  mailsTo,
  newEmployer,
  postJob,
  uniqueTitle,
} from '../integration/support/marketplace';
import {
  codeFor,
  field,
  newEmail,
  PASSWORD,
  signInThroughScreen,
  typeCode,
  typeInto,
  usDateOfBirthAged,
} from './support/accounts';
import { closeBrowser, type OpenedPage, openPage, waitForPage } from './support/browser';
import { jobCard } from './support/jobs';
import { press, tabTo } from './support/keyboard';
import { linkIn } from './support/mail-links';
import { ALL_WIDTHS, expectScreensOk } from './support/screens';

/*
 * A new 14-year-old registers and verifies; the guardian opens the invitation from
 * the inbox, makes an account and confirms; the teen applies to a dog-walking job and sees "Awaiting
 * parent approval"; the guardian approves from /family; the employer then sees the application.
 * Every new screen is checked at 1280, 375 and 320 px with axe; the guardian's steps are done with the
 * keyboard only. 6: the teen cannot apply to a job marked as using a mower.
 */

const WIDTHS = ALL_WIDTHS;
const TEEN = { first: 'Ava', last: 'Brooks', email: newEmail('ava'), parentEmail: newEmail('dana') };

describe('a new 14-year-old, their guardian and an employer', () => {
  let teen: OpenedPage;
  let guardian: OpenedPage;
  let employer: Actor;
  let jobId = '';
  let title = '';

  beforeAll(async () => {
    employer = await newEmployer('Sam');
    title = uniqueTitle('Dog walking');
    jobId = await postJob(employer, title);
  }, 60_000);
  afterAll(async () => {
    try {
      expect(teen?.errors ?? [], 'console errors in the teen’s browser').toEqual([]);
      expect(guardian?.errors ?? [], 'console errors in the guardian’s browser').toEqual([]);
    } finally {
      await teen?.context.close();
      await guardian?.context.close();
      await closeBrowser();
    }
  }, 150_000);

  it('1. the teen registers and verifies', async () => {
    teen = await openPage('/auth/signup/student');
    const page = teen.page;
    await page.getByRole('heading', { level: 1, name: 'Create your student account' }).waitFor();
    await typeInto(page, 'Full Name', `${TEEN.first} ${TEEN.last}`);
    await typeInto(page, 'Email', TEEN.email);
    await typeInto(page, 'Phone Number', '5125550177');
    await typeInto(page, 'Zipcode', '78704');
    await typeInto(page, 'Date of birth', usDateOfBirthAged(14));
    await typeInto(page, 'Parent/Guardian Name', 'Dana Brooks');
    await typeInto(page, 'Parent/Guardian Email', TEEN.parentEmail);
    await typeInto(page, 'Password', PASSWORD);
    await typeInto(page, 'Confirm Password', PASSWORD);
    await page.getByRole('radio', { name: 'Neighbors' }).check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await typeCode(page, await codeFor(TEEN.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Signed in with the password just typed: no second sign-in.
    await waitForPage(page, webPaths.jobs);
  }, 150_000);

  it('2. the guardian opens the invitation from the inbox, makes an account and confirms (keyboard only)', async () => {
    const [invitation] = await expectMails(TEEN.parentEmail, 'parent or guardian', 1);
    expect(invitation?.subject).toBe(`Confirm you are ${TEEN.first} ${TEEN.last}’s parent or guardian`);
    guardian = await openPage(linkIn(invitation?.body.text ?? '', '/family/invitation'));
    const page = guardian.page;
    await page
      .getByRole('heading', { level: 1, name: `Confirm you are ${TEEN.first}’s parent or guardian` })
      .waitFor();
    expect(await field(page, 'First name').inputValue()).toBe('Dana');
    expect(await field(page, 'Last name').inputValue()).toBe('Brooks');
    await expectScreensOk(page, 'family-invitation', WIDTHS);

    // The decline asks once more before it does anything; Cancel leaves everything as it was.
    await page.getByRole('button', { name: 'This is not my child' }).focus();
    await press(page, 'Enter');
    await page.getByRole('button', { name: 'Yes, this is not my child' }).waitFor();
    await expectScreensOk(page, 'family-invitation-decline', WIDTHS);
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await press(page, 'Enter');

    // Keyboard only: from the top of the form, type the password twice and press Enter.
    await field(page, 'Last name').focus();
    await press(page, 'Tab');
    await page.keyboard.type(PASSWORD);
    await press(page, 'Tab');
    await page.keyboard.type(PASSWORD);
    await press(page, 'Enter');
    await waitForPage(page, familyPagePaths.family);
    await page.getByRole('heading', { level: 2, name: `${TEEN.first} ${TEEN.last}, 14` }).waitFor();
    // The header names the family page for a parent.
    expect(await page.locator('header').getByRole('link', { name: 'Family' }).count()).toBeGreaterThan(0);
    await expectScreensOk(page, 'family-page-empty', WIDTHS);
  }, 150_000);

  it('3. the teen applies to a dog-walking job and sees "Awaiting parent approval"', async () => {
    const page = teen.page;
    await page.goto(new URL(`${webPaths.jobs}?jobId=${jobId}`, page.url()).toString());
    const card = jobCard(page, jobId);
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const form = card.getByRole('form', { name: 'Apply for this job' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await card.getByRole('heading', { name: 'Waiting for your parent' }).waitFor();
    await expectScreensOk(page, 'family-apply-awaiting', WIDTHS);

    // The employer sees nothing yet.
    const before = await api('listJobApplications', { params: { id: jobId }, token: employer.token });
    expect(before.body.applications).toEqual([]);

    // The teen's profile says who their guardian is and the limits that apply to them.
    await page.goto(new URL('/profile', page.url()).toString());
    await page.getByRole('heading', { level: 2, name: 'Your parent or guardian' }).waitFor();
    await page.getByText('Your parent approves each one first').waitFor();
    await expectScreensOk(page, 'family-teen-profile', WIDTHS);
  }, 150_000);

  it('4. the guardian approves from /family (keyboard only)', async () => {
    const page = guardian.page;
    await page.reload();
    await page.getByText('Waiting for your approval').waitFor();
    await page.getByRole('button', { name: `Approve ${title}` }).waitFor();
    await expectScreensOk(page, 'family-page-waiting', WIDTHS);
    await tabTo(page, /^Approve/);
    await press(page, 'Enter');
    await page.getByText(`${title}: Approved. The employer can see the application now`).waitFor();
    await page.getByText('Nothing waits for you right now.').waitFor();
  }, 150_000);

  it('5. the employer then sees the application', async () => {
    await expectMails(employer.email, `New application from ${TEEN.first} for ${title}`, 1);
    const after = await api('listJobApplications', { params: { id: jobId }, token: employer.token });
    expect(after.body.applications).toHaveLength(1);
    expect(after.body.applications[0].data).toMatchObject({
      firstName: TEEN.first,
      applicationStatus: 'Applied',
    });
  }, 150_000);

  it('6. the teen cannot apply to a job marked as using a mower', async () => {
    const mowing = uniqueTitle('Lawn mowing');
    const mowerJob = await postJob(employer, mowing, { kind: 'lawnMowing', powerEquipment: true });
    const page = teen.page;
    await page.goto(new URL(`${webPaths.jobs}?jobId=${mowerJob}`, page.url()).toString());
    const card = jobCard(page, mowerJob);
    await card.locator('[data-marker="powerEquipment"]').waitFor();
    expect(await card.textContent()).toContain('16+');
    // No Apply: the button says why, and the reason opens with the keyboard.
    expect(await card.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Why can’t I apply?' }).focus();
    await press(page, 'Enter');
    await card.getByRole('heading', { name: 'You can’t apply to this job yet' }).waitFor();
    expect(await card.getByTestId('not-open-to-you').textContent()).toContain('power-driven equipment');
    expect(await card.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
    await expectScreensOk(page, 'family-teen-mower-refused', WIDTHS);

    // The server refuses it too, and nothing reaches the guardian or the employer.
    const guardianMails = (await mailsTo(TEEN.parentEmail, mowing)).length;
    const refused = await api('applyToJob', {
      params: { id: mowerJob },
      token: await idTokenFor(TEEN.email, PASSWORD),
      body: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('power-driven equipment');
    const applications = await api('listJobApplications', {
      params: { id: mowerJob },
      token: employer.token,
    });
    expect(applications.body.applications).toEqual([]);
    expect((await mailsTo(TEEN.parentEmail, mowing)).length).toBe(guardianMails);
  }, 150_000);

  it('the approval page from the mail: asks once more, then declines once', async () => {
    const otherTitle = uniqueTitle('Pet sitting');
    const otherJob = await postJob(employer, otherTitle);
    const token = (
      await api('signIn', {
        body: { emailId: TEEN.email, password: PASSWORD, expectedRoleId: 1 },
      })
    ).body.data.idToken as string;
    const applied = await api('applyToJob', { params: { id: otherJob }, token, body: {} });
    expect(applied.body.status).toBe('AwaitingApproval');
    const [request] = await expectMails(TEEN.parentEmail, `would like to apply for ${otherTitle}`, 1);
    expect(linkToken(request as never, '/family/approval')).toBeTruthy();
    const page = guardian.page;
    // The mail's Decline link (the same page, the other decision first).
    const link = new URL(linkIn(request?.body.text ?? '', '/family/approval'), page.url());
    const fragment = new URLSearchParams(link.hash.slice(1));
    fragment.set('decision', 'decline');
    link.hash = fragment.toString();
    await page.goto(link.toString());
    // The whole job first, as the teen read it (family-dates-and-limits checks each fact).
    await page.getByRole('heading', { level: 1, name: `Decline ${TEEN.first}’s application?` }).waitFor();
    await page.getByRole('heading', { level: 2, name: otherTitle }).waitFor();
    await expectScreensOk(page, 'family-approval', WIDTHS);
    await page.getByRole('button', { name: 'Decline' }).focus();
    await press(page, 'Enter');
    await page.getByText('Declined. We let them know kindly.').waitFor();
    await expectScreensOk(page, 'family-approval-done', WIDTHS);
    await expectMails(TEEN.email, 'did not approve', 1);
  }, 150_000);

  it("a second child's invitation: the parent signs in to confirm and comes back, the token in no address a server sees", async () => {
    // The guardian of the journey above has an account at the invited address.
    await registerVerified(
      teenPayload({ firstName: 'Leo', lastName: TEEN.last, age: 13, parentEmail: TEEN.parentEmail }),
    );
    const [invitation] = await expectMails(TEEN.parentEmail, `Confirm you are Leo ${TEEN.last}`, 1);
    const link = linkIn(invitation?.body.text ?? '', '/family/invitation');
    const token = new URLSearchParams(link.slice(link.indexOf('#') + 1)).get('token') ?? '';
    expect(token).not.toBe('');
    const opened = await openPage(link);
    const { page } = opened;
    // Every address the browser asks for, and every Referer it sends: none may hold the token.
    const seen: string[] = [];
    page.on('request', (request) => {
      seen.push(request.url(), request.headers().referer ?? '');
    });
    try {
      await page
        .getByRole('heading', { level: 1, name: 'Confirm you are Leo’s parent or guardian' })
        .waitFor();
      await page.getByRole('link', { name: 'Sign in to confirm' }).click();
      await waitForPage(page, '/auth/signin');
      await signInThroughScreen(page, TEEN.parentEmail, PASSWORD, 'Student');
      await waitForPage(page, familyPagePaths.invitation);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await waitForPage(page, familyPagePaths.family);
      await page.getByRole('heading', { level: 2, name: `Leo ${TEEN.last}, 13` }).waitFor();
      expect(seen.filter((address) => address.includes(token.slice(0, 40)))).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.context.close();
    }
  }, 150_000);
});
