import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPath, webPaths } from '../../shared/web-paths';
import { api } from '../integration/support/api';
import { type CompletedJob, completeJob } from '../integration/support/completed-job';
import {
  type Actor,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from '../integration/support/marketplace';
import { PASSWORD, signInThroughScreen } from './support/accounts';
import {
  closeBrowser,
  DESKTOP,
  MOBILE,
  type OpenedPage,
  openPage,
  screenshot,
  waitForPage,
  withPage,
} from './support/browser';
import { jobCard } from './support/jobs';
import { tabTo } from './support/keyboard';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * Reviews after a completed job and the work history, in Chromium: the student reviews the employer
 * from their applications (keyboard only), sees the double-blind wait, the employer reviews the student
 * from their applicants, both reviews appear together, the employer replies once and reports the
 * student's review; then the student downloads the work history's PDF from /profile and checks its
 * signed credential on /verify. Every screen at 1280, 375 and 320 px with axe.
 */

const WIDTHS = [DESKTOP, MOBILE, NARROW] as const;

/**
 * Each screen at every width: no sideways scroll, axe once, and a picture at each width to look at
 * (a review's form and its cards reflow most on a phone).
 */
async function looksRight(page: Page, name: string): Promise<void> {
  await expectScreensOk(page, name, WIDTHS);
  for (const size of [MOBILE, NARROW]) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(DESKTOP);
}
const STUDENT_TEXT = 'Clear instructions and a friendly dog. Paid on the day.';
const REPLY = 'Thank you! Biscuit misses you already.';

describe('a student and an employer review each other; the student takes the work history away', () => {
  let student: Actor;
  let employer: Actor;
  let job: CompletedJob;
  let studentTab: OpenedPage;
  let employerTab: OpenedPage;
  let credential = '';

  beforeAll(async () => {
    [student, employer] = await Promise.all([newStudent('Ana'), newEmployer('Sam')]);
    job = await completeJob(employer, student);
    [studentTab, employerTab] = await Promise.all([
      openPage(`/auth/signin?redirect=${encodeURIComponent(webPaths.myApplications)}`),
      openPage(`/auth/signin?redirect=${encodeURIComponent(webPaths.employerApplications)}`),
    ]);
  }, 180_000);
  afterAll(async () => {
    try {
      expect(studentTab.errors, 'console errors on the student’s tab').toEqual([]);
      expect(employerTab.errors, 'console errors on the employer’s tab').toEqual([]);
    } finally {
      await Promise.all([studentTab.context.close(), employerTab.context.close()]);
      await closeBrowser();
    }
  });

  it('1. the student reviews the employer from their applications, keyboard only, and is told the review waits', async () => {
    const page = studentTab.page;
    await signInThroughScreen(page, student.email, PASSWORD, 'Student');
    await waitForPage(page, webPaths.myApplications);
    await page.getByRole('link', { name: 'Reviews' }).first().waitFor();
    await tabTo(page, 'Reviews', 80);
    await page.keyboard.press('Enter');
    await waitForPage(page, webPath('timesheet', { id: job.applicationId }));
    const heading = page.getByRole('heading', { name: 'Reviews', level: 2 });
    await heading.waitFor();
    // Focus lands on the reviews, not at the top of the timesheet.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reviews');
    await page.getByRole('group', { name: 'How was working for Sam?' }).waitFor();
    await looksRight(page, 'review-student-form');

    // Sending without stars says what is missing and puts focus on the first star.
    await tabTo(page, 'Send my review');
    await page.keyboard.press('Enter');
    await page.getByText('Please choose from 1 to 5 stars.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('1');
    // Arrow keys move along a radio group: the fourth star.
    for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.type(STUDENT_TEXT);
    await tabTo(page, 'Send my review');
    await page.keyboard.press('Enter');
    await page.getByText('Your review is in.').waitFor();
    await page
      .getByText(/Both reviews appear together when Sam’s is in, or on [A-Z][a-z]+ \d{1,2}\./)
      .waitFor();
    // Focus lands on the wait, said with its date.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Your review is in.');
    await looksRight(page, 'review-student-waiting');
  });

  it('2. the employer reviews the student from their applicants, and both reviews appear together', async () => {
    const page = employerTab.page;
    await signInThroughScreen(page, employer.email, PASSWORD, 'Employer');
    await waitForPage(page, webPaths.employerApplications);
    const reviews = page.getByRole('link', { name: 'Reviews' }).first();
    await reviews.waitFor();
    await reviews.click();
    await waitForPage(page, webPath('timesheet', { id: job.applicationId }));
    // The student's review stays hidden until the employer's is in.
    await page.getByRole('group', { name: 'Was Ana on time?' }).waitFor();
    expect(await page.getByText(STUDENT_TEXT).count()).toBe(0);
    await looksRight(page, 'review-employer-form');
    for (const question of ['Was Ana on time?', 'Did Ana do the job well?', 'Would you hire Ana again?']) {
      await page.getByRole('group', { name: question }).getByRole('radio', { name: 'Yes' }).check();
    }
    await page.getByLabel('A note for Ana (optional)').fill('Walked Biscuit twice and sent photos.');
    await page.getByRole('button', { name: 'Send my review' }).click();
    await page.getByText('Thank you. Both reviews are now visible.').waitFor();
    const hers = page.getByRole('article', { name: 'Ana’s review of you' });
    await hers.getByText(STUDENT_TEXT).waitFor();
    await hers.getByText('4 out of 5 stars').waitFor();
    await page.getByRole('article', { name: 'Your review of Ana' }).waitFor();
    await looksRight(page, 'review-employer-revealed');
  });

  it('3. the employer replies once, and reports the review to the moderators', async () => {
    const page = employerTab.page;
    await page.getByLabel('Your reply').fill(REPLY);
    await page.getByRole('button', { name: 'Post my reply' }).click();
    await page.getByText('Your reply is posted under the review.').waitFor();
    await page.getByText('Reply from you').waitFor();
    // One reply: the form is gone.
    expect(await page.getByLabel('Your reply').count()).toBe(0);

    await page.getByRole('button', { name: 'Report this review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await dialog.getByText('Please choose why you are reporting this review.').waitFor();
    await dialog.getByRole('radio', { name: 'It is not about this job, or not true' }).check();
    await looksRight(page, 'review-report');
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await dialog.getByText('Thank you. Our moderators will look at this review.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Focus goes back to where the report began, and the review stays up.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Report this review');
    await page.getByText(STUDENT_TEXT).waitFor();
  });

  it('4. the student sees both reviews together, with the employer’s reply', async () => {
    const page = studentTab.page;
    await page.reload();
    const theirs = page.getByRole('article', { name: 'Sam’s review of you' });
    await theirs.getByText('Walked Biscuit twice and sent photos.').waitFor();
    const mine = page.getByRole('article', { name: 'Your review of Sam' });
    await mine.getByText(STUDENT_TEXT).waitFor();
    await mine.getByText(REPLY).waitFor();
    await looksRight(page, 'review-student-revealed');
  });

  it('5. anyone sees the revealed review and its reply on the job’s page, without the student’s name', async () => {
    await withPage(webPath('job', { id: job.jobId }), {}, async (visitor) => {
      const reviews = visitor.getByRole('region', { name: 'Reviews of Sam' });
      await reviews.getByText(STUDENT_TEXT).waitFor();
      await reviews.getByText(REPLY).waitFor();
      // One review: no average yet, and the page says when one shows.
      await reviews.getByText('1 review so far: the average shows from 3 reviews on.').waitFor();
      expect(await reviews.textContent()).not.toContain('Ana');
      await looksRight(visitor, 'employer-reviews');
    });
  });

  it('6. the student downloads the work history’s PDF from /profile and gets the signed credential', async () => {
    const page = studentTab.page;
    await page.goto(new URL(webPaths.profile, page.url()).toString());
    const history = page.getByRole('region', { name: 'Work history' });
    const line = history.getByRole('listitem').filter({ hasText: 'Would hire again' });
    await line.waitFor();
    // Its kind, month, the hour the employer confirmed and the employer's name.
    expect(await line.textContent()).toMatch(/Dog walking · [A-Z][a-z]+ \d{4} · 1 hour · Sam /);
    await looksRight(page, 'work-history');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('work-history.pdf');
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await history.getByText('Your work history PDF has been downloaded.').waitFor();

    await history.getByRole('button', { name: 'Get my signed credential' }).click();
    const text = history.getByLabel('Your signed credential');
    await text.waitFor();
    // Focus lands on the credential, ready to copy.
    await expect.poll(() => text.evaluate((element) => element === document.activeElement)).toBe(true);
    credential = await text.inputValue();
    expect(credential).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    await looksRight(page, 'work-history-credential');
  });

  it('7. the student opens /verify from the profile and the credential checks out', async () => {
    const page = studentTab.page;
    await page.getByRole('link', { name: 'credential check page' }).click();
    await waitForPage(page, webPaths.verify);
    await page.getByLabel('The credential').fill(credential);
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('heading', { name: 'Valid' }).waitFor();
    await page.getByText(/We signed this credential for Ana /).waitFor();
  });

  it('8. the employer chooses to be named as a household, and the student’s work history says so', async () => {
    const page = employerTab.page;
    await page.goto(new URL(webPaths.profile, page.url()).toString());
    const choice = page.getByRole('region', { name: 'Your name in students’ work histories' });
    const household = choice.getByRole('radio', { name: /As a household in the job’s city/ });
    await household.waitFor();
    expect(await choice.getByRole('radio', { name: /By my name/ }).isChecked()).toBe(true);
    await household.check();
    await looksRight(page, 'employer-display');
    await choice.getByRole('button', { name: 'Save my choice' }).click();
    await choice.getByText('Saved. Work histories name you this way from now on.').waitFor();
    // It stays chosen when the page is read again.
    await page.reload();
    await expect.poll(() => household.isChecked()).toBe(true);

    const student = studentTab.page;
    await student.goto(new URL(webPaths.profile, student.url()).toString());
    const line = student.getByRole('region', { name: 'Work history' }).getByRole('listitem').first();
    await line.getByText(/A household in Austin, TX/).waitFor();
    expect(await line.textContent()).not.toContain('Sam');
  });
});

describe('an employer’s rating on a job card', () => {
  it('shows from the third revealed review, on every width, and reads as words', async () => {
    const rated = await newEmployer('Rae');
    const review = (who: Actor, applicationId: string, body: object) =>
      api('submitReview', { params: { id: applicationId }, token: who.token, body });
    for (const [index, stars] of [5, 4, 5].entries()) {
      const student = await newStudent('Kim');
      const done = await completeJob(rated, student);
      const first = await review(student, done.applicationId, { stars, text: 'Kind and clear.' });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const second = await review(rated, done.applicationId, {
        onTime: true,
        didWell: true,
        wouldHireAgain: true,
        note: 'Great help.',
      });
      expect(second.status, JSON.stringify(second.body)).toBe(201);
      // Below three revealed reviews there is no average to show.
      const rating = await api('listEmployerReviews', { params: { id: rated.userId } });
      expect(rating.body.ratingLine).toBe(index < 2 ? null : '4.7 out of 5 · 3 reviews');
    }
    const title = uniqueTitle('Leaf raking');
    const jobId = await postJob(rated, title);
    const search = `${webPaths.jobs}?title=${encodeURIComponent(title)}&zipcode=78704`;
    await withPage(search, { viewport: NARROW }, async (page) => {
      const card = jobCard(page, jobId);
      await card.getByText('4.7 out of 5 · 3 reviews').waitFor();
      await expectScreensOk(page, 'job-card-rating', WIDTHS);
    });
  }, 180_000);
});
