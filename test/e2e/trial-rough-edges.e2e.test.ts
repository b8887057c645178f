import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../shared/routes';
import { addDays, localDay } from '../../shared/rules/job-day';
import { webPath, webPaths } from '../../shared/web-paths';
import { api } from '../integration/support/api';
import {
  type Actor,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from '../integration/support/marketplace';
import { signedInAs } from './support/accounts';
import { apiGlob, closeBrowser, DESKTOP, MOBILE, withPage } from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * The rough edges a new-user trial found, in Chromium: each screen at 1280, 375 and 320 px with axe,
 * and the journeys by keyboard where a person would use one.
 */

const WIDTHS = [DESKTOP, MOBILE, NARROW] as const;

let employer: Actor;
let student: Actor;

beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Sam'), newStudent('Noor')]);
});

afterAll(closeBrowser);

const focusedText = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.textContent ?? '');

describe('after applying, the confirmation has focus and is announced', () => {
  it('on a job’s page, keyboard only: "Sent to Sam", then back to the Applied button', async () => {
    const title = uniqueTitle('Dog walking');
    const jobId = await postJob(employer, title);
    await withPage(
      webPath('job', { id: jobId }),
      { beforeGoto: signedInAs(student.email, 1) },
      async (page) => {
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const apply = page.getByRole('button', { name: 'Apply Now' });
        await apply.focus();
        await page.keyboard.press('Enter');
        const form = page.getByRole('form', { name: 'Apply for this job' });
        await form.getByLabel('About you').focus();
        await page.keyboard.type('I walk our neighbour’s dogs every weekend.');
        await form.getByRole('button', { name: 'Submit Application' }).focus();
        await page.keyboard.press('Enter');

        // The panel stays for its confirmation although the job is now "Applied", and holds focus.
        const heading = page.getByRole('heading', { name: 'Sent to Sam' });
        await heading.waitFor();
        await expect.poll(() => focusedText(page)).toBe('Sent to Sam');
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'Application sent to Sam.' }).count())
          .toBe(1);
        await expectScreensOk(page, 'job-page-applied', WIDTHS);
        await heading.waitFor({ state: 'detached', timeout: 9000 });
        await expect.poll(() => focusedText(page)).toBe('Applied');
      },
    );
  });
});

describe('withdraw', () => {
  it('a double click sends one request, and the dialog closes on its success', async () => {
    const title = uniqueTitle('Leaf raking');
    const jobId = await postJob(employer, title);
    const applied = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const withdrawals: string[] = [];
    await withPage(
      webPaths.myApplications,
      {
        beforeGoto: async (page) => {
          await signedInAs(student.email, 1)(page);
          await page.route(apiGlob('withdrawApplication'), async (route) => {
            withdrawals.push(route.request().url());
            await route.continue();
          });
        },
      },
      async (page) => {
        await page
          .getByRole('button', { name: `Withdraw application for ${title}` })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Withdraw' }).dblclick();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText(`Your application for ${title} was withdrawn.`).waitFor();
        expect(withdrawals).toHaveLength(1);
      },
    );
  });
});

describe('the first results at 320 px', () => {
  it('show a job on the first screen: the filters fold behind a button that opens them, keyboard only', async () => {
    const title = uniqueTitle('Garden weeding');
    const jobId = await postJob(employer, title);
    const search = `${webPaths.jobs}?title=${encodeURIComponent(title)}&zipcode=78704`;
    // The smallest phone screen in use: 320 × 568.
    await withPage(search, { viewport: { width: 320, height: 568 } }, async (page) => {
      const card = page.locator(`main article[data-job-id="${jobId}"]`);
      await card.waitFor();
      await page.screenshot({ path: 'screenshots/jobs-first-screen-320.png', animations: 'disabled' });
      const top = await card.getByRole('heading', { name: title }).boundingBox();
      expect(top, 'the job’s title is on the first screen').not.toBeNull();
      expect((top?.y ?? 0) + (top?.height ?? 0)).toBeLessThanOrEqual(568);

      // The search that ran is one line, which unfolds the form and folds it again.
      const change = page.getByRole('button', { name: `Change the search: ${title} near 78704` });
      expect(await change.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByLabel('Job title').isVisible()).toBe(false);
      await change.focus();
      await page.keyboard.press('Enter');
      expect(await page.getByLabel('Job title').inputValue()).toBe(title);
      await page.keyboard.press('Enter');
      expect(await change.getAttribute('aria-expanded')).toBe('false');

      // Folded: the button says so, and the selects are not on the page for anyone.
      const toggle = page.getByRole('button', { name: /^Filters/ });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByLabel('Sort by').isVisible()).toBe(false);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await panel.isVisible()).toBe(true);
      // Tab reaches the filters in order from the button.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        await page.getByLabel('Distance').getAttribute('id'),
      );
      await page.getByLabel('Sort by').focus();
      // The sorted results' answer, awaited before the busy state: right after the URL changes the
      // search may not have started, and the old results, dimmed while it runs, are not the screen.
      const sorted = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === apiPath('searchJobs') && url.searchParams.get('sort') === 'salary_low';
      });
      await page.keyboard.press('End');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'salary_low');
      await sorted;
      await expect.poll(() => page.locator('main section[aria-busy="true"]').count()).toBe(0);
      // One filter in use: the button counts it, still open.
      await page.getByRole('button', { name: 'Filters (1 in use)' }).waitFor();
      await expectScreensOk(page, 'jobs-filters-open', [NARROW, MOBILE]);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await panel.isVisible()).toBe(false);
    });
  });

  it('from 768 px the filters always show, with no button', async () => {
    await withPage(webPaths.jobs, { viewport: DESKTOP }, async (page) => {
      await page.getByLabel('Sort by').waitFor();
      expect(await page.getByRole('button', { name: 'Filters', exact: true }).count()).toBe(0);
    });
  });
});

describe('highest pay, by the hour', () => {
  it('puts $22 an hour above $75 for a 5-hour job, and says how it compares', async () => {
    const word = uniqueTitle('Snow shovelling');
    const tomorrow = addDays(localDay('America/Chicago'), 1);
    const hourly = await postJob(employer, word, { price: 22, priceType: 'perHr' });
    const perJob = await postJob(employer, word.replace('Snow shovelling', 'Snow clearing'), {
      price: 75,
      priceType: 'perJob',
      startTime: '13:00',
      endTime: '18:00',
      // One day, 1 pm to 6 pm: about $15 an hour.
      startDate: tomorrow,
      endDate: tomorrow,
    });
    const suffix = word.split(' ').at(-1) as string;
    await withPage(
      `${webPaths.jobs}?title=${encodeURIComponent(suffix)}&sort=salary_high`,
      { viewport: MOBILE },
      async (page) => {
        const cards = page.locator('main article[data-job-id]');
        await expect.poll(() => cards.count()).toBe(2);
        expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-job-id')))).toEqual(
          [hourly, perJob],
        );
        await page
          .locator(`article[data-job-id="${perJob}"]`)
          .getByText('about $15/Hr for 5 hours')
          .waitFor();
        await page.getByText('Highest pay first. Compared by the hour').waitFor();
        await expectScreensOk(page, 'jobs-highest-pay', WIDTHS);
      },
    );
  });
});
