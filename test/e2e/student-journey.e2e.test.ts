import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobIdeas } from '../../scripts/local/seed-data';
import { SUPPORT_EMAIL } from '../../scripts/local/stack';
import { studentApplicationsResponseSchema } from '../../shared/schemas/application';
import { publicJobSchema } from '../../shared/schemas/job';
import { webPaths } from '../../shared/web-paths';
import { api, idTokenFor } from '../integration/support/api';
import { mailsTo } from '../integration/support/marketplace';
import { field, signedInAs as signedInWith, signInThroughScreen } from './support/accounts';
import {
  apiGlob,
  closeBrowser,
  expectScreenOk,
  MOBILE,
  type OpenedPage,
  openPage,
  withPage,
} from './support/browser';
import { cardDistances, cardIds, expectCards, jobCard, resultsCount, searchedJobIds } from './support/jobs';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * A visitor searches from the home page, applies as the 15-year-old demo student,
 * follows the application on My Applications; the student, the parent and the employer get their
 * mails; a report reaches the support mailbox. All in one browser session, as a person would.
 */

const TEEN = { email: 'teen@example.com', password: 'Neighbour1!', name: 'Maya Patel' };
const PARENT = 'parent@example.com';
// Every demo job in Austin is posted by the demo employer; the tests' own jobs have titles of their own.
const EMPLOYER = 'employer@example.com';
const DEMO_JOB_TITLES = new Set(jobIdeas.map((idea) => idea.title));
const ZIP = '78704';

async function teenAppliedJobIds(): Promise<Set<string>> {
  const token = await idTokenFor(TEEN.email, TEEN.password);
  const response = await api('listOwnApplications', { token });
  expect(response.status).toBe(200);
  const { applications } = studentApplicationsResponseSchema.parse(response.body);
  return new Set(applications.map((application) => application.data.jobId));
}

async function publicJob(jobId: string) {
  const response = await api('getJob', { params: { id: jobId } });
  return publicJobSchema.parse(response.body);
}

const jobTitle = async (jobId: string): Promise<string> => (await publicJob(jobId)).data.title;

/**
 * Waits for `count` more mails to `address` about `subject` than it had before (sending is
 * asynchronous: a queue, then the notify function). As long as the integration tests give a mail
 * (test/integration/support/inbox.ts): 10 s was once too short with a load bench beside the suite,
 * and a mail that has come returns at once.
 */
async function expectNewMails(address: string, subject: string, before: number, count = 1) {
  await expect
    .poll(async () => (await mailsTo(address, subject)).length, { timeout: 30_000 })
    .toBe(before + count);
  return (await mailsTo(address, subject)).slice(-count);
}

const mailCount = async (address: string, subject: string) => (await mailsTo(address, subject)).length;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

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
    await page.waitForURL((url) => url.pathname === webPaths.jobs && url.searchParams.get('zipcode') === ZIP);
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

  it('2. they click Apply, sign in as the 15-year-old demo student and come back to the same search, the job highlighted with its Apply panel open', async () => {
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
    // The same search (place, distance, pay), with the job brought into view.
    await page.waitForURL(
      (url) => url.pathname === webPaths.jobs && url.searchParams.get('jobId') === target,
    );
    expect(currentSearch(page)).toMatchObject({ zipcode: ZIP, radius: '10', pay: 'perHr', jobId: target });
    const card = jobCard(page, target);
    await page.locator(`main article[data-job-id="${target}"][data-highlighted]`).waitFor();
    expect(await card.isVisible()).toBe(true);
    // …and its Apply panel already open, on the form.
    await card.getByRole('form', { name: 'Apply for this job' }).waitFor();
    expect(await card.getAttribute('data-expanded')).not.toBeNull();
    await expectScreensOk(page, 'journey-back-with-apply-open');
    const historyLength = await page.evaluate(() => history.length);
    // After 2 s the highlight ends and jobId leaves the address, replaced rather than pushed.
    await page.waitForURL((url) => url.pathname === webPaths.jobs && !url.searchParams.has('jobId'));
    expect(currentSearch(page)).toEqual({ zipcode: ZIP, radius: '10', pay: 'perHr' });
    expect(await card.getAttribute('data-highlighted')).toBeNull();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => localStorage.getItem('pendingJobApplication'))).toBeNull();
  });

  it('3. they apply with an expected price and see it waits for their parent; My Applications lists it', async () => {
    const card = jobCard(page, target);
    // 3. They apply with an expected price and see Applied.
    before = {
      student: await mailCount(TEEN.email, title),
      parent: await mailCount(PARENT, title),
      employer: await mailCount(EMPLOYER, `New application from Maya for ${title}`),
    };
    // The panel came back open from sign-in (step 2).
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
    // The demo teen is 15: her confirmed parent approves each application first. Focus moves to
    // the confirmation, and a live region says it.
    await card.getByRole('heading', { name: 'Waiting for your parent' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Waiting for your parent');
    await expect
      .poll(() => card.getByRole('status').filter({ hasText: 'Application saved.' }).count())
      .toBe(1);
    await card.getByRole('button', { name: 'Applied' }).waitFor();
    // The success panel closes itself after 6 s, and focus goes back to the card's button.
    await card
      .getByRole('heading', { name: 'Waiting for your parent' })
      .waitFor({ state: 'detached', timeout: 9000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Applied');
    expect(await card.getAttribute('data-expanded')).toBeNull();

    // My Applications lists it, pending, linked back to the job.
    await page.locator('header').getByRole('link', { name: 'My Applications' }).click();
    await page.waitForURL((url) => url.pathname === webPaths.myApplications);
    const row = page.locator('table tbody tr', { has: page.getByRole('link', { name: title }) }).first();
    await row.waitFor();
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(
      `${webPaths.jobs}?jobId=${target}`,
    );
    expect(await row.locator('.badge').textContent()).toBe('Awaiting parent approval');
    expect(await row.getByRole('button', { name: `Withdraw application for ${title}` }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
    await expectScreensOk(page, 'journey-my-applications');
  });

  it("4. the inbox holds the parent's request, then once approved the student's and the employer's mails", async () => {
    // 4. The parent is asked first; once they approve, the student and the employer get their mails.
    const [parentMail] = await expectNewMails(PARENT, title, before.parent);
    expect(parentMail?.subject).toBe(`Maya would like to apply for ${title}`);
    const parentToken = await idTokenFor(PARENT, TEEN.password);
    const family = await api('getFamily', { token: parentToken });
    const waiting = family.body.teens[0].applications.find(
      (application: { jobId: string; status: string }) =>
        application.jobId === target && application.status === 'AwaitingApproval',
    );
    const approved = await api('decideApplication', {
      params: { id: waiting.entity },
      token: parentToken,
      body: { approve: true },
    });
    expect(approved.status).toBe(200);
    const [studentMail] = await expectNewMails(TEEN.email, title, before.student);
    const [employerMail] = await expectNewMails(
      EMPLOYER,
      `New application from Maya for ${title}`,
      before.employer,
    );
    expect(studentMail?.subject).toBe(`Your application for ${title} was sent`);
    expect(employerMail?.body.text ?? employerMail?.body.html ?? '').not.toContain(PARENT);
  });

  it('5. the student reports another job and the support mailbox receives the alert', async () => {
    // 5. The student reports another job; the support mailbox receives the alert.
    await page.locator('header').getByRole('link', { name: 'Find Jobs' }).click();
    await page.waitForURL((url) => url.pathname === webPaths.jobs);
    await page.locator('main article[data-job-id]').first().waitFor();
    const listed = await cardIds(page);
    // A demo job: the other e2e files post jobs in Austin too, and report their own, on the same stack
    // at the same time; a report of one of theirs would meet theirs in the support mailbox.
    let other: string | undefined;
    for (const id of listed.filter((id) => id !== target)) {
      if (DEMO_JOB_TITLES.has(await jobTitle(id))) {
        other = id;
        break;
      }
    }
    expect(other, 'a demo job listed near the student').toBeDefined();
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
    // The confirmation closes after 2 s and focus goes back to the flag, which now says the job is
    // reported (and opens nothing).
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    const reported = jobCard(page, other).getByRole('button', { name: `Reported: ${otherTitle}` });
    expect(await reported.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await reported.getAttribute('aria-disabled')).toBe('true');
    const [alert] = await expectNewMails(SUPPORT_EMAIL, `Job reported: ${otherTitle}`, reportsBefore);
    expect(alert?.body.text ?? alert?.body.html ?? '').toContain(
      'They asked me to pay a deposit before starting.',
    );
  });
});

describe('My Applications, around the journey', () => {
  const STUDENT = 'student@example.com';

  /** Opens the page already signed in (every seeded account shares the demo password). */
  const signedInAs = (email: string, roleId: 1 | 2) => signedInWith(email, roleId, TEEN.password);

  afterAll(closeBrowser);

  it('sends a visitor to sign in and back, and tells an employer where applications live', async () => {
    await withPage(webPaths.myApplications, {}, async (page) => {
      await page.waitForURL((url) => url.pathname === '/auth/signin');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(webPaths.myApplications);
    });
    await withPage(webPaths.myApplications, { beforeGoto: signedInAs(EMPLOYER, 2) }, async (page) => {
      await page.getByText('My Applications is for student accounts').waitFor();
      expect(await page.getByRole('link', { name: 'Review applications' }).getAttribute('href')).toBe(
        '/employer/home/applications',
      );
    });
  });

  it('sorts by job title, employer and applied date, and withdraws a pending application', () =>
    withPage(webPaths.myApplications, { beforeGoto: signedInAs(STUDENT, 1) }, async (page) => {
      // A pending application of this test's own, so withdrawing it changes nobody else's data.
      const token = await idTokenFor(STUDENT, TEEN.password);
      const mine = await api('listOwnApplications', { token });
      const appliedTo = new Set(
        studentApplicationsResponseSchema.parse(mine.body).applications.map((item) => item.data.jobId),
      );
      const open = (await searchedJobIds({ zipCode: ZIP })).find((id) => !appliedTo.has(id));
      expect(open).toBeDefined();
      const applied = await api('applyToJob', {
        params: { id: open as string },
        token,
        body: { bio: 'Happy to help.' },
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const title = await jobTitle(open ?? '');
      await page.reload();

      const titles = () => page.locator('table tbody td:first-child > a').allTextContents();
      await page.locator('table tbody tr').first().waitFor();
      const byDate = await titles();
      expect(byDate[0]).toBe(title);
      const header = (name: string) => page.locator('th', { has: page.getByRole('button', { name }) });
      expect(await header('Applied').getAttribute('aria-sort')).toBe('descending');

      await page.getByRole('button', { name: 'Job title' }).click();
      expect(await header('Job title').getAttribute('aria-sort')).toBe('ascending');
      expect(await header('Applied').getAttribute('aria-sort')).toBeNull();
      const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
      expect(await titles()).toEqual([...byDate].sort(collator.compare));
      await page.getByRole('button', { name: 'Job title' }).click();
      expect(await header('Job title').getAttribute('aria-sort')).toBe('descending');
      await page.getByRole('button', { name: 'Employer' }).click();
      expect(await header('Employer').getAttribute('aria-sort')).toBe('ascending');
      await page.getByRole('button', { name: 'Applied' }).click();
      expect(await header('Applied').getAttribute('aria-sort')).toBe('ascending');
      expect(await titles()).toEqual([...byDate].reverse());

      // Withdraw: asked first, Keep is the safe default, then the row goes and focus moves to the list.
      const withdraw = page.getByRole('button', { name: `Withdraw application for ${title}` });
      await withdraw.click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
      await dialog.waitFor();
      expect(await focusedText(page)).toBe('Keep application');
      await expectScreensOk(page, 'my-applications-withdraw');
      await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('status')
        .filter({ hasText: `Your application for ${title} was withdrawn.` })
        .waitFor();
      expect(await focusedText(page)).toBe('Your applications');
      expect(await titles()).not.toContain(title);
      const after = await api('listOwnApplications', { token });
      expect(
        studentApplicationsResponseSchema
          .parse(after.body)
          .applications.some((item) => item.data.jobId === open),
      ).toBe(false);
    }));

  it('shows the empty state with Browse Jobs, and the server’s message when loading fails', async () => {
    await withPage(
      webPaths.myApplications,
      {
        viewport: MOBILE,
        beforeGoto: async (page) => {
          await signedInAs(STUDENT, 1)(page);
          await page.route(apiGlob('listOwnApplications'), (route) =>
            route.fulfill({ json: { applications: [] } }),
          );
        },
      },
      async (page) => {
        await page.getByText('No applications found!', { exact: true }).waitFor();
        expect(await page.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe(
          webPaths.jobs,
        );
        await expectScreenOk(page, 'my-applications-empty-375');
      },
    );
    for (const [body, shown] of [
      [
        { message: 'Applications are resting for a minute.', code: 'UNAVAILABLE' },
        'Applications are resting for a minute.',
      ],
      ['<html>Bad gateway</html>', 'Failed to load applications.'],
    ] as const) {
      let answered = 0;
      await withPage(
        webPaths.myApplications,
        {
          beforeGoto: async (page) => {
            await signedInAs(STUDENT, 1)(page);
            await page.route(apiGlob('listOwnApplications'), async (route) => {
              await (typeof body === 'string'
                ? route.fulfill({ status: 502, body, contentType: 'text/html' })
                : route.fulfill({ status: 503, json: body }));
              answered += 1;
            });
          },
          expectedErrors: /status of 50[23]/,
        },
        async (page) => {
          // React Query retries a 5xx twice (about 3 s) before showing the error: the wait follows the
          // three answers rather than a clock, which a busy machine outruns.
          await expect.poll(() => answered, { timeout: 60_000 }).toBe(3);
          await page.getByText(shown, { exact: true }).waitFor();
          expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
          expect(answered, 'no fourth try').toBe(3);
        },
      );
    }
  });

  const teenOnPhone = { viewport: MOBILE, beforeGoto: signedInAs(TEEN.email, 1) };
  it('shows an accepted application’s street address and employer contact, on a phone as cards', () =>
    withPage(webPaths.myApplications, teenOnPhone, async (page) => {
      // The demo employer's accepted application (other e2e files may add the teen's others).
      const card = page
        .locator('li', { has: page.locator('.badge', { hasText: 'Accepted' }) })
        .filter({ has: page.getByRole('link', { name: EMPLOYER }) })
        .first();
      await card.waitFor();
      expect(await page.locator('table').isVisible()).toBe(false);
      const contact = card.getByText('You got the job! Here is how to get in touch:');
      expect(await contact.isVisible()).toBe(true);
      expect(await card.getByRole('link', { name: EMPLOYER }).getAttribute('href')).toBe(
        `mailto:${EMPLOYER}`,
      );
      expect(await card.textContent()).toMatch(/Austin, TX 78704/);
      expect(await card.getByRole('button', { name: /^Withdraw/ }).count()).toBe(0);
      await expectScreensOk(page, 'my-applications-cards', [MOBILE, NARROW]);
    }));
});
