import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasEnded } from '../../shared/rules/job-day';
import { jobListResponseSchema, type PublicJob } from '../../shared/schemas/job';
import { webPaths } from '../../shared/web-paths';
import { api, idTokenFor } from '../integration/support/api';
import {
  codeFor,
  newEmail,
  PASSWORD,
  signInThroughScreen,
  typeCode,
  typeInto,
  usDateOfBirthAged,
} from './support/accounts';
import { appUrl, closeBrowser, DESKTOP, MOBILE, withPage } from './support/browser';
import { cardIds, expectCards, jobCard, searchedJobIds } from './support/jobs';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * §3 and §5 in Chromium: a town typed and searched without a pick; a job's own page,
 * opened from a card, shared with Copy link, and what it says once the job has ended, was filled or
 * removed; and back where you were after "Sign in to apply".
 */

const ALL_SIZES = [DESKTOP, MOBILE, NARROW] as const;
const EMPLOYER = { email: 'employer@example.com', password: 'Neighbour1!' };
const TEEN = { email: 'teen@example.com', password: 'Neighbour1!' };
const UNKNOWN_JOB = '8d1c8f0e-3f4e-4a39-9a51-0f8a2d4c6b7e';

afterAll(closeBrowser);

/** Every job of the demo employer as the public sees it (open, ended and filled alike). */
async function demoEmployerJobs(): Promise<PublicJob[]> {
  const token = await idTokenFor(EMPLOYER.email, EMPLOYER.password);
  const res = await api('listEmployerJobs', { token });
  expect(res.status).toBe(200);
  const ids: string[] = res.body.jobs.map((job: { entity: string }) => job.entity);
  return Promise.all(ids.map(async (id) => (await api('getJob', { params: { id } })).body as PublicJob));
}

let jobs: PublicJob[];
beforeAll(async () => {
  jobs = await demoEmployerJobs();
});

const currentSearch = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('a town typed and searched without picking a suggestion', () => {
  it('"Raleigh" and Enter on the home page finds Raleigh’s jobs', () =>
    withPage('/', {}, async (page) => {
      await page.getByLabel('What kind of job?').focus();
      const where = page.getByRole('combobox', { name: 'Where?' });
      await where.focus();
      await page.keyboard.type('Raleigh');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      expect(currentSearch(page)).toMatchObject({ city: 'Raleigh', state: 'NC' });
      const { latitude, longitude } = currentSearch(page);
      const raleigh = await searchedJobIds({ latitude: latitude ?? '', longitude: longitude ?? '' });
      expect(raleigh.length).toBeGreaterThan(0);
      await expectCards(page, raleigh.slice(0, 24));
      for (const text of await page.locator('main article').allTextContents())
        expect(text).toContain('Raleigh, NC');
      expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Raleigh, NC');
    }));

  it(
    'on /jobs, Search with a typed town does the same; an ambiguous one opens the list and says so',
    () =>
      withPage(webPaths.jobs, {}, async (page) => {
        const where = page.getByRole('combobox', { name: 'Location' });
        await where.fill('Springfield');
        await page.getByRole('button', { name: 'Search' }).click();
        const prompt = page.getByText('Several places match “Springfield”. Choose one from the list.', {
          exact: true,
        });
        await prompt.waitFor();
        expect(await where.getAttribute('aria-expanded')).toBe('true');
        expect(await page.getByRole('option').count()).toBeGreaterThan(1);
        expect(new URL(page.url()).search).toBe('');
        await expectScreensOk(page, 'place-ambiguous', ALL_SIZES);

        // Choosing one with the keyboard, then searching, searches that town.
        await where.focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        expect(await where.inputValue()).toBe('Springfield, IL');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('city') === 'Springfield');
        expect(currentSearch(page)).toMatchObject({ city: 'Springfield', state: 'IL' });

        // A plain town name on /jobs too.
        await where.fill('raleigh');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.waitForURL((url) => url.searchParams.get('city') === 'Raleigh');
        expect(currentSearch(page)).toMatchObject({ city: 'Raleigh', state: 'NC' });
        expect(await where.inputValue()).toBe('Raleigh, NC');

        // Back: the bar starts afresh from the address it returns to.
        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('city') === 'Springfield');
        // The address renders as a transition: on a busy machine well after its URL (poll's 1 s is short).
        await expect.poll(() => where.inputValue(), { timeout: 15_000 }).toBe('Springfield, IL');
      }),
    240_000,
  );
});

describe('a job’s own page', () => {
  it('a visitor opens it from a card, reads it, copies its link, and goes back to the results', () =>
    withPage(`${webPaths.jobs}?zipcode=78704`, {}, async (page) => {
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('/').replace(/\/$/, '') });
      await expect.poll(() => cardIds(page), { timeout: 20_000 }).not.toEqual([]);
      const [first] = await cardIds(page);
      const job = (await api('getJob', { params: { id: first as string } })).body as PublicJob;
      await jobCard(page, first as string)
        .getByRole('link', { name: job.data.title })
        .click();
      await page.waitForURL((url) => url.pathname === `/jobs/${first}`);
      await page.getByRole('heading', { level: 1, name: job.data.title }).waitFor();
      expect(await page.title()).toBe(
        `${job.data.title} in ${job.data.address.city}, ${job.data.address.state} · Neighbourhood Jobs`,
      );
      const main = page.locator('main');
      expect(await main.textContent()).toContain(job.data.description);
      // The API gives the employer's first name only, and the page shows that.
      expect(job.data.createdBy).not.toContain(' ');
      expect(await main.textContent()).toContain(`Posted by ${job.data.createdBy}`);

      // Structured data for search engines is in the page as served (what a crawler reads), not rendered
      // by the app: opened from a card, the page has none. The served one: the town without the street.
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
      const served = await (await page.request.get(appUrl(`/jobs/${first}`))).text();
      const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(served)?.[1];
      const ld = JSON.parse(block ?? '{}');
      expect(ld).toMatchObject({
        '@type': 'JobPosting',
        title: job.data.title,
        description: expect.stringContaining(job.data.description),
        datePosted: job.createdAt,
        employmentType: 'TEMPORARY',
        jobLocation: { address: { addressLocality: 'Austin', addressRegion: 'TX' } },
      });
      expect(JSON.stringify(ld)).not.toMatch(/Lamar|Barton|Oltorf|Bouldin/);
      await expectScreensOk(page, 'job-page', ALL_SIZES);

      // Copy link, with the keyboard: the address is on the clipboard, and the page says so.
      const copy = page.getByRole('button', { name: /^Copy link/ });
      await copy.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: /^Link copied/ }).waitFor();
      expect(
        await page.getByRole('status').filter({ hasText: 'The link to this job is copied' }).count(),
      ).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(appUrl(`/jobs/${first}`));
      await expectScreensOk(page, 'job-page-link-copied', [MOBILE]);

      await page.getByRole('link', { name: 'Back to results' }).click();
      await page.waitForURL(
        (url) => url.pathname === webPaths.jobs && url.searchParams.get('zipcode') === '78704',
      );
    }));

  it('an ended job says so and offers similar open jobs nearby, and is kept out of search engines', async () => {
    const ended = jobs.find((job) => job.data.isActive && hasEnded(job.data));
    expect(ended, 'a seeded job that has ended').toBeDefined();
    // Served with 410 (gone from search engines), with the page that says so.
    await withPage(`/jobs/${ended?.entity}`, { expectedErrors: /status of 410/ }, async (page) => {
      await page.getByText('This job has ended').waitFor();
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
      expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Applications closed' }).count()).toBe(1);
      const similar = page.getByRole('link', { name: 'See similar open jobs near Austin, TX' });
      const href = new URL((await similar.getAttribute('href')) ?? '', appUrl('/'));
      expect(Object.fromEntries(href.searchParams)).toEqual({
        title: ended?.data.title,
        city: 'Austin',
        state: 'TX',
      });
      await expectScreensOk(page, 'job-page-ended', ALL_SIZES);
      await similar.click();
      await page.waitForURL(
        (url) => url.pathname === webPaths.jobs && url.searchParams.get('city') === 'Austin',
      );
    });
  });

  it('a filled job says so; a removed one says it was removed; an unknown id is the 404 page', async () => {
    const filled = jobs.find((job) => job.data.isClosed);
    expect(filled, 'the seeded filled job').toBeDefined();
    await withPage(`/jobs/${filled?.entity}`, { expectedErrors: /status of 410/ }, async (page) => {
      await page.getByText('This job is filled').waitFor();
      await page.getByRole('link', { name: /^See similar open jobs near/ }).waitFor();
    });

    // A job of a new employer, posted and removed.
    const token = await idTokenFor(EMPLOYER.email, EMPLOYER.password);
    const open = jobs.find((job) => job.data.isActive && !hasEnded(job.data)) as PublicJob;
    const posted = await api('createJob', {
      token,
      body: {
        title: 'Garage clear-out helper',
        description: 'Help sort and carry boxes from the garage to the curb on Saturday morning.',
        startDate: open.data.endDate,
        endDate: open.data.endDate,
        address: {
          address1: '1500 S Lamar Blvd',
          address2: '',
          city: 'Austin',
          state: 'TX',
          zipCode: '78704',
        },
        price: 50,
        priceType: 'perJob',
      },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const removedId = posted.body.entity as string;
    expect((await api('deleteJob', { params: { id: removedId }, token })).status).toBe(200);
    await withPage(`/jobs/${removedId}`, { expectedErrors: /status of 410/ }, async (page) => {
      await page.getByRole('heading', { name: 'This job is no longer available' }).waitFor();
      expect(await page.locator('main').textContent()).toContain(
        'This job was removed by the person who posted it.',
      );
      expect(await page.locator('main').textContent()).not.toContain('Garage clear-out');
      await expectScreensOk(page, 'job-page-removed', ALL_SIZES);
    });

    await withPage(`/jobs/${UNKNOWN_JOB}`, { expectedErrors: /status of 404/ }, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
    });
    await withPage('/jobs/not-a-job', { expectedErrors: /status of 404/ }, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    });
  });
});

describe('back where you were after "Sign in to apply"', () => {
  it('from a job’s page: signed in, the student is back on that page with its Apply panel open', async () => {
    const token = await idTokenFor(TEEN.email, TEEN.password);
    const applied = new Set(
      (await api('listOwnApplications', { token })).body.applications.map(
        (application: { data: { jobId: string } }) => application.data.jobId,
      ),
    );
    const target = jobs.find(
      (job) => job.data.isActive && !hasEnded(job.data) && !applied.has(job.entity),
    ) as PublicJob;
    expect(target, 'an open job the teen has not applied to').toBeDefined();
    await withPage(`/jobs/${target.entity}`, {}, async (page) => {
      await page.getByRole('heading', { level: 1, name: target.data.title }).waitFor();
      await page.getByRole('button', { name: 'Apply Now' }).click();
      await page.getByRole('link', { name: 'Sign in to apply' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/signin');
      await signInThroughScreen(page, TEEN.email, TEEN.password, 'Student');
      await page.waitForURL((url) => url.pathname === `/jobs/${target.entity}`);
      await page.getByRole('form', { name: 'Apply for this job' }).waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => localStorage.getItem('pendingJobApplication'))).toBeNull();
      await expectScreensOk(page, 'job-page-apply-open', ALL_SIZES);
    });
  });
  it('from a search: a new student registers and verifies, is signed in, and is back on that search with the Apply panel open', async () => {
    const SEARCH = { zipcode: '78704', radius: '10', pay: 'perHr' };
    const [target] = await searchedJobIds({ zipCode: '78704', radius: '10', priceType: 'perHr' });
    expect(target, 'an hourly job within 10 mi of 78704').toBeDefined();
    const jobId = target as string;
    const email = newEmail('casey');
    await withPage(`${webPaths.jobs}?${new URLSearchParams(SEARCH)}`, {}, async (page) => {
      await jobCard(page, jobId).getByRole('button', { name: 'Apply Now' }).click();
      await jobCard(page, jobId).getByRole('link', { name: 'Create a student account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Create your student account' }).waitFor();

      // An adult (no parent fields), registered through the screens as a person would.
      await typeInto(page, 'Full Name', 'Casey Rivera');
      await typeInto(page, 'Email', email);
      await typeInto(page, 'Phone Number', '5125550188');
      await typeInto(page, 'Zipcode', '78704');
      await typeInto(page, 'Date of birth', usDateOfBirthAged(19));
      await typeInto(page, 'Password', PASSWORD);
      await typeInto(page, 'Confirm Password', PASSWORD);
      await page.getByRole('radio', { name: 'Neighbors' }).check();
      await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
      const create = page.getByRole('button', { name: 'Create Account' });
      await expect.poll(() => create.isEnabled()).toBe(true);
      await create.click();

      await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
      await typeCode(page, await codeFor(email));
      // The code accepted, the student is signed in with the password just typed and, the pending job
      // having survived registration and verification, taken back to that search.
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(
        (url) => url.pathname === webPaths.jobs && url.searchParams.get('jobId') === jobId,
      );
      expect(currentSearch(page)).toMatchObject({ ...SEARCH, jobId });
      await jobCard(page, jobId).getByRole('form', { name: 'Apply for this job' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('pendingJobApplication'))).toBeNull();
    });
  }, 120_000);
});

describe('the job list', () => {
  it('links each card’s title to its job’s page', () =>
    withPage(webPaths.jobs, {}, async (page) => {
      const newest = jobListResponseSchema.parse(
        (await api('listNewestJobs', { query: 'limit=24' })).body,
      ).jobs;
      await expectCards(
        page,
        newest.map((job) => job.entity),
      );
      for (const job of newest.slice(0, 3)) {
        expect(
          await jobCard(page, job.entity).getByRole('link', { name: job.data.title }).getAttribute('href'),
        ).toBe(`/jobs/${job.entity}`);
      }
    }));
});
