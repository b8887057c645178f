import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../scripts/local/stack';
import { studentApplicationsResponseSchema } from '../../shared/schemas/application';
import { publicJobSchema } from '../../shared/schemas/job';
import { api, idTokenFor } from '../integration/support/api';
import { mailsTo } from '../integration/support/marketplace';
import { field, signInThroughScreen } from './support/accounts';
import { closeBrowser, type OpenedPage, openPage } from './support/browser';
import { cardDistances, cardIds, expectCards, jobCard, resultsCount, searchedJobIds } from './support/jobs';
import { expectScreensOk } from './support/screens';

/*
 * Issue 8, check 2: a visitor searches from the home page, applies as the 15-year-old demo student,
 * follows the application on My Applications; the student, the parent and the employer get their
 * mails; a report reaches the support mailbox. All in one browser session, as a person would.
 */

const TEEN = { email: 'teen@example.com', password: 'Neighbour1!', name: 'Maya Patel' };
const PARENT = 'parent@example.com';
// Every demo job in Austin is posted by the demo employer.
const EMPLOYER = 'employer@example.com';
const ZIP = '78704';

async function teenAppliedJobIds(): Promise<Set<string>> {
  const token = await idTokenFor(TEEN.email, TEEN.password);
  const response = await api('GET', '/applications', { token });
  expect(response.status).toBe(200);
  const { applications } = studentApplicationsResponseSchema.parse(response.body);
  return new Set(applications.map((application) => application.data.jobId));
}

async function jobTitle(jobId: string): Promise<string> {
  const response = await api('GET', `/job/${jobId}`);
  return publicJobSchema.parse(response.body).data.title;
}

/** Waits for `count` more mails to `address` about `subject` than it had before (sending is asynchronous). */
async function expectNewMails(address: string, subject: string, before: number, count = 1) {
  await expect
    .poll(async () => (await mailsTo(address, subject)).length, { timeout: 10_000 })
    .toBe(before + count);
  return (await mailsTo(address, subject)).slice(-count);
}

const mailCount = async (address: string, subject: string) => (await mailsTo(address, subject)).length;

const currentSearch = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('a student finds a job near home, applies, follows it and reports another', () => {
  // One browser session for the whole journey; each step is its own test so a failure says where.
  let opened: OpenedPage;
  let page: Page;
  let target = '';
  let title = '';
  let hourly: string[] = [];
  let before = { student: 0, parent: 0, employer: 0 };

  beforeAll(async () => {
    opened = await openPage('/');
    page = opened.page;
  });
  afterAll(async () => {
    try {
      expect(opened.errors, 'console errors during the journey').toEqual([]);
    } finally {
      await opened.context.close();
      await closeBrowser();
    }
  });

  it('1. a visitor searches from the home page by ZIP, sets 10 mi, sees the distances and filters by pay', async () => {
    // 1. A visitor searches from the home page by ZIP…
    await field(page, 'Where?').fill(ZIP);
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('zipcode') === ZIP);
    await page.getByRole('heading', { name: `Jobs near ${ZIP}` }).waitFor();
    await expectCards(page, await searchedJobIds({ zipCode: ZIP }));
    expect(await resultsCount(page).textContent()).toMatch(/ within 25 mi$/);

    // …then sets 10 mi and sees the distances…
    const distance = page.getByLabel('Distance');
    expect(await distance.getAttribute('aria-disabled')).toBeNull();
    await distance.selectOption('10');
    await page.waitForURL((url) => url.searchParams.get('radius') === '10');
    const within10 = await searchedJobIds({ zipCode: ZIP, radius: '10' });
    expect(within10.length).toBeGreaterThan(1);
    await expectCards(page, within10);
    const distances = await cardDistances(page);
    expect(distances).toHaveLength(within10.length);
    for (const miles of distances) expect(miles).toBeLessThanOrEqual(10);
    expect(await resultsCount(page).textContent()).toBe(`Showing ${within10.length} jobs within 10 mi`);

    // …and filters by pay, keeping the place and the distance.
    await page.getByLabel('Payment').selectOption('perHr');
    await page.waitForURL((url) => url.searchParams.get('pay') === 'perHr');
    expect(currentSearch(page)).toEqual({ zipcode: ZIP, radius: '10', pay: 'perHr' });
    hourly = await searchedJobIds({ zipCode: ZIP, radius: '10', priceType: 'perHr' });
    expect(hourly.length).toBeGreaterThan(0);
    await expectCards(page, hourly);
    for (const text of await page.locator('main article').allTextContents())
      expect(text).not.toContain('/Job');
    expect(await page.getByRole('button', { name: /^Reset/ }).textContent()).toContain('2 active filters');
    await expectScreensOk(page, 'journey-search');

    // Back and Forward step through the searches.
    await page.goBack();
    await expectCards(page, within10);
    await page.goForward();
    await expectCards(page, hourly);
  });

  it('2. they click Apply, sign in as the 15-year-old demo student and come back to the highlighted job', async () => {
    // 2. They click Apply on a job the teen has not applied to…
    const applied = await teenAppliedJobIds();
    const found = hourly.find((id) => !applied.has(id));
    expect(found, 'an Austin job near 78704 the teen has not applied to').toBeDefined();
    target = found ?? '';
    title = await jobTitle(target);
    await jobCard(page, target).getByRole('button', { name: 'Apply Now' }).click();
    const signInPanel = jobCard(page, target).getByRole('heading', { name: 'Sign in to apply' });
    await signInPanel.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pendingJobApplication'))).toBe(target);
    await expectScreensOk(page, 'journey-sign-in-to-apply');

    // …sign in as the 15-year-old demo student, and come back to the highlighted job.
    await jobCard(page, target).getByRole('link', { name: 'Sign in to apply' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await signInThroughScreen(page, TEEN.email, TEEN.password, 'Student');
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('jobId') === target);
    const card = jobCard(page, target);
    await page.locator(`main article[data-job-id="${target}"][data-highlighted]`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-job-id'))).toBe(target);
    expect(await card.isVisible()).toBe(true);
    const historyLength = await page.evaluate(() => history.length);
    // After 2 s the highlight ends and jobId leaves the address, replaced rather than pushed.
    await page.waitForURL((url) => url.pathname === '/jobs' && !url.searchParams.has('jobId'));
    expect(await card.getAttribute('data-highlighted')).toBeNull();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => localStorage.getItem('pendingJobApplication'))).toBeNull();
  });

  it('3. they apply with an expected price and see Applied; My Applications lists it', async () => {
    const card = jobCard(page, target);
    // 3. They apply with an expected price and see Applied.
    before = {
      student: await mailCount(TEEN.email, title),
      parent: await mailCount(PARENT, title),
      employer: await mailCount(EMPLOYER, `New application for ${title}`),
    };
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const form = card.getByRole('form', { name: 'Apply for this job' });
    await form.waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe(TEEN.name);
    expect(await form.getByLabel('Email').inputValue()).toBe(TEEN.email);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await form.getByRole('radio', { name: '$/Hr' }).isChecked()).toBe(true);
    await form.getByLabel('Expected price').fill('18.50');
    await form.getByLabel('About you').fill('I walk two dogs every day after school and love being outside.');
    await expectScreensOk(page, 'journey-apply-form');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await card.getByRole('heading', { name: 'Application Submitted' }).waitFor();
    await card.getByRole('button', { name: 'Applied' }).waitFor();
    // The success panel closes itself after 6 s.
    await card
      .getByRole('heading', { name: 'Application Submitted' })
      .waitFor({ state: 'detached', timeout: 9000 });
    expect(await card.getAttribute('data-expanded')).toBeNull();

    // My Applications lists it, pending, linked back to the job.
    await page.locator('header').getByRole('link', { name: 'My Applications' }).click();
    await page.waitForURL((url) => url.pathname === '/applications');
    const row = page.locator('table tbody tr', { has: page.getByRole('link', { name: title }) }).first();
    await row.waitFor();
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(`/jobs?jobId=${target}`);
    expect(await row.locator('.badge').textContent()).toBe('Pending');
    expect(await row.getByRole('button', { name: `Withdraw application for ${title}` }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
    await expectScreensOk(page, 'journey-my-applications');
  });

  it("4. the inbox holds the student's, the parent's and the employer's mails", async () => {
    // 4. The inbox holds the student's, the parent's and the employer's mails.
    const [studentMail] = await expectNewMails(TEEN.email, title, before.student);
    const [parentMail] = await expectNewMails(PARENT, title, before.parent);
    const [employerMail] = await expectNewMails(EMPLOYER, `New application for ${title}`, before.employer);
    expect(studentMail?.subject).toBe(`Your application for ${title} was sent`);
    expect(parentMail?.subject).toContain(`applied for a job: ${title}`);
    expect(employerMail?.body.text ?? employerMail?.body.html ?? '').not.toContain(PARENT);
  });

  it('5. the student reports another job and the support mailbox receives the alert', async () => {
    // 5. The student reports another job; the support mailbox receives the alert.
    await page.locator('header').getByRole('link', { name: 'Find Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await page.locator('main article[data-job-id]').first().waitFor();
    const listed = await cardIds(page);
    const other = listed.find((id) => id !== target);
    expect(other).toBeDefined();
    if (!other) return;
    const otherTitle = await jobTitle(other);
    const reportsBefore = await mailCount(SUPPORT_EMAIL, `Job reported: ${otherTitle}`);
    const flag = jobCard(page, other).getByRole('button', { name: `Report job: ${otherTitle}` });
    await flag.click();
    const dialog = page.getByRole('dialog', { name: 'Report this job' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Asking for money or seems like a fake job' }).check();
    await dialog.getByLabel('Description').fill('They asked me to pay a deposit before starting.');
    expect(await dialog.getByText('47 / 300').isVisible()).toBe(true);
    await expectScreensOk(page, 'journey-report');
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await dialog.getByText('Submitted').waitFor();
    // The confirmation closes after 2 s and focus goes back to the flag.
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    expect(await flag.evaluate((button) => button === document.activeElement)).toBe(true);
    const [alert] = await expectNewMails(SUPPORT_EMAIL, `Job reported: ${otherTitle}`, reportsBefore);
    expect(alert?.body.text ?? alert?.body.html ?? '').toContain(
      'They asked me to pay a deposit before starting.',
    );
  });
});
