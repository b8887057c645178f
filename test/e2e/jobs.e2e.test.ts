import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routePath } from '../../shared/routes';
import { formatLongDate, formatPrice } from '../../shared/rules/display';
import { jobDisplayStatus } from '../../shared/rules/job-status';
import { jobListResponseSchema, type PublicJob } from '../../shared/schemas/job';
import { webPaths } from '../../shared/web-paths';
import { field, signedInAs } from './support/accounts';
import { apiGlob, closeBrowser, DESKTOP, expectScreenOk, MOBILE, withPage } from './support/browser';
import {
  cardIds,
  cumulativeLayoutShift,
  expectCards,
  installLayoutShiftObserver,
  jobCard,
  jobCards,
  searchAnswer,
} from './support/jobs';

const EMPTY_MESSAGE = "We couldn't find any jobs matching your criteria. Stay tuned for updates!";
const PAGE_SIZE = 24;
const JOBS_API = apiGlob('listNewestJobs', '?*');

/** Every job GET /jobs lists, straight from the API, to check the cards against. */
async function listedJobs(): Promise<Map<string, PublicJob>> {
  const jobs = new Map<string, PublicJob>();
  let cursor: string | null = null;
  do {
    const url = new URL(`${inject('stack').apiUrl}${routePath('listNewestJobs')}`);
    url.searchParams.set('limit', '60');
    if (cursor) url.searchParams.set('cursor', cursor);
    const body = jobListResponseSchema.parse(await (await fetch(url)).json());
    for (const job of body.jobs) jobs.set(job.entity, job);
    cursor = body.nextCursor;
  } while (cursor);
  return jobs;
}

interface CardReading {
  id: string;
  title: string;
  badgeText: string;
  badgeClass: string;
  text: string;
  left: number;
}

function readCards(page: Page): Promise<CardReading[]> {
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => {
      const badge = article.querySelector('.badge');
      return {
        id: article.getAttribute('data-job-id') ?? '',
        title: article.querySelector('h3')?.textContent ?? '',
        badgeText: badge?.textContent ?? '',
        badgeClass: badge?.className ?? '',
        text: article.textContent ?? '',
        left: Math.round(article.getBoundingClientRect().left),
      };
    }),
  );
}

const columnCount = (cards: CardReading[]) => new Set(cards.slice(0, 6).map((card) => card.left)).size;

let expected: Map<string, PublicJob>;

beforeAll(async () => {
  expected = await listedJobs();
});
afterAll(closeBrowser);

describe('/jobs: newest jobs as cards', () => {
  it('shows seeded jobs with the right badge, price, dates and place, then pages with "Load more jobs"', () =>
    withPage(webPaths.jobs, {}, async (page) => {
      // The other e2e files post, close and delete jobs on the same stack while this one pages, so the
      // cards are checked against the listing both before and after: every card is a listed job, and
      // every job listed throughout has its card.
      const before = await listedJobs();
      await expect.poll(() => page.locator('main article').count()).toBe(Math.min(PAGE_SIZE, before.size));
      expect(await page.title()).toBe('Find local jobs · Neighbourhood Jobs');
      const count = page.getByRole('status').filter({ hasText: /^Showing/ });
      expect(await count.textContent()).toBe(`Showing ${PAGE_SIZE} jobs`);

      const loadMore = page.getByRole('button', { name: 'Load more jobs' });
      const shown = () => page.locator('main article').count();
      const end = page.getByText(/^That's all \d+ jobs for now\./);
      while (await loadMore.isVisible()) {
        const shownBefore = await shown();
        await loadMore.click();
        // More cards, or the end (a last page emptied by jobs closed meanwhile); never an error.
        await expect
          .poll(async () => {
            const alert = page.getByRole('alert').filter({ hasText: "couldn't load more" });
            if (await alert.isVisible()) return `error: ${await alert.textContent()}`;
            return (await shown()) > shownBefore || (await end.isVisible()) ? 'more or the end' : 'loading';
          })
          .toBe('more or the end');
      }
      await end.waitFor();
      const after = await listedJobs();

      const cards = await readCards(page);
      expect(await count.textContent()).toBe(`Showing ${cards.length} jobs`);
      expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
      const ids = new Set(cards.map((card) => card.id));
      const listedThroughout = [...before.keys()].filter((id) => after.has(id));
      expect(
        listedThroughout.filter((id) => !ids.has(id)),
        'jobs listed throughout without a card',
      ).toEqual([]);

      for (const card of cards) {
        const job = after.get(card.id) ?? before.get(card.id);
        expect(job, `card ${card.id} is a listed job`).toBeDefined();
        if (!job || !before.has(card.id) || !after.has(card.id)) continue;
        const status = jobDisplayStatus(job.data);
        expect(card.title).toBe(job.data.title);
        expect(card.badgeText).toBe(status === 'active' ? 'Active' : 'Upcoming');
        expect(card.badgeClass).toContain(`badge-${status}`);
        expect(card.text).toContain(formatPrice(job.data.price, job.data.priceType));
        expect(card.text).toContain(
          `Starts ${formatLongDate(job.data.startDate)} · Ends ${formatLongDate(job.data.endDate)}`,
        );
        expect(card.text).toContain(`${job.data.address.city}, ${job.data.address.state}`);
        expect(card.text).toContain(job.data.createdBy);
      }

      // GET /jobs never lists expired jobs; the seed mixes the other two and all three price kinds.
      expect([...new Set(cards.map((card) => card.badgeText))].sort()).toEqual(['Active', 'Upcoming']);
      expect(cards.some((card) => card.text.includes('/Hr'))).toBe(true);
      expect(cards.some((card) => card.text.includes('/Job'))).toBe(true);
      expect(cards.some((card) => card.text.includes('—'))).toBe(true);
    }));

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`is axe-clean and laid out in ${viewport.width >= 1100 ? 3 : 1} column(s) at ${viewport.width} px`, () =>
      withPage(webPaths.jobs, { viewport }, async (page) => {
        await page.locator('main article').first().waitFor();
        expect(columnCount(await readCards(page))).toBe(viewport.width >= 1100 ? 3 : 1);
        await expectScreenOk(page, `jobs-${viewport.width}`);
      }));
  }

  it('uses two columns on a tablet', () =>
    withPage(webPaths.jobs, { viewport: { width: 800, height: 1000 } }, async (page) => {
      await page.locator('main article').first().waitFor();
      expect(columnCount(await readCards(page))).toBe(2);
    }));

  it('shows skeleton cards and announces loading while the list is on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await withPage(
        webPaths.jobs,
        {
          viewport: MOBILE,
          beforeGoto: (p) =>
            p.route(JOBS_API, async (route) => {
              await held;
              await route.continue();
            }),
        },
        async (page) => {
          await page.locator('section[aria-busy="true"]').waitFor();
          expect(await page.getByRole('status').filter({ hasText: 'Loading jobs…' }).count()).toBe(1);
          expect(await page.locator('main article').count()).toBe(0);
          await expectScreenOk(page, 'jobs-loading-375');
          release();
          await page.locator('main article').first().waitFor();
          expect(await page.locator('section[aria-busy="true"]').count()).toBe(0);
        },
      );
    } finally {
      release();
    }
  });

  it('says so when there are no jobs', () =>
    withPage(
      webPaths.jobs,
      {
        beforeGoto: (p) =>
          p.route(JOBS_API, (route) => route.fulfill({ json: { jobs: [], nextCursor: null } })),
      },
      async (page) => {
        await page.getByRole('status').filter({ hasText: EMPTY_MESSAGE }).waitFor();
        expect(await page.getByText(EMPTY_MESSAGE, { exact: true }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Load more jobs' }).count()).toBe(0);
        await expectScreenOk(page, 'jobs-empty-1280');
      },
    ));

  it('explains a failure and recovers with "Try again"', async () => {
    let failing = true;
    await withPage(
      webPaths.jobs,
      {
        viewport: MOBILE,
        expectedErrors: /status of 503/,
        beforeGoto: (p) =>
          p.route(JOBS_API, (route) =>
            failing
              ? route.fulfill({
                  status: 503,
                  json: { message: 'Jobs are taking a short break. Please try again.', code: 'UNAVAILABLE' },
                })
              : route.continue(),
          ),
      },
      async (page) => {
        const alert = page.getByRole('alert');
        // React Query retries a 5xx twice (about 3 s) before showing the error.
        await alert.waitFor({ timeout: 15_000 });
        expect(await alert.getByRole('heading').textContent()).toBe("We couldn't load jobs");
        expect(await alert.textContent()).toContain('Jobs are taking a short break. Please try again.');
        await expectScreenOk(page, 'jobs-error-375');

        failing = false;
        await alert.getByRole('button', { name: 'Try again' }).click();
        await page.locator('main article').first().waitFor();
        expect(await page.getByRole('alert').count()).toBe(0);
      },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Search, filters, links, the Apply and report controls, and layout stability.

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('/jobs: search and filters live in the address', () => {
  it('searches by title from the bar, lands focus on the results, and keeps the filters across searches', () =>
    withPage(`${webPaths.jobs}?sort=oldest`, {}, async (page) => {
      await jobCards(page).first().waitFor();
      const reset = page.getByRole('button', { name: /^Reset/ });
      expect(await reset.textContent()).toContain('1 active filter');

      await field(page, 'Job title').fill('dog');
      const dogs = await searchAnswer(page, () => field(page, 'Job title').press('Enter'));
      await page.waitForURL((url) => url.searchParams.get('title') === 'dog');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ title: 'dog', sort: 'oldest' });
      expect(dogs.query).toEqual({ title: 'dog', sort: 'oldest' });
      await expect.poll(() => focusedText(page)).toBe('Jobs matching “dog”');
      expect(dogs.ids.length).toBeGreaterThan(0);
      await expectCards(page, dogs.ids);

      // Reset puts the filters back and keeps the title.
      const afterReset = await searchAnswer(page, () => reset.click());
      await page.waitForURL((url) => !url.searchParams.has('sort'));
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ title: 'dog' });
      expect(afterReset.query).toEqual({ title: 'dog' });
      expect(await reset.getAttribute('aria-disabled')).toBe('true');
      await expectCards(page, afterReset.ids);
    }));

  it('keeps distance off until there is a place, and says why to mouse and keyboard users alike', () =>
    withPage(webPaths.jobs, { viewport: MOBILE }, async (page) => {
      await jobCards(page).first().waitFor();
      // On a phone the filters are folded away until asked for.
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const distance = page.getByLabel('Distance');
      expect(await distance.getAttribute('aria-disabled')).toBe('true');
      await distance.focus();
      const tip = page.getByRole('tooltip', {
        name: 'Please select a location to enable distance filtering',
      });
      expect(await tip.isVisible()).toBe(true);
      expect(await distance.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
      await page.keyboard.press('ArrowDown');
      expect(await distance.inputValue()).toBe('');
      expect(new URL(page.url()).search).toBe('');
      await page.keyboard.press('Escape');
      expect(await tip.isVisible()).toBe(false);
      expect(await page.locator('option[value="nearest"]').isDisabled()).toBe(true);
      await expectScreenOk(page, 'jobs-distance-tooltip-375');
    }));

  it('explains a place the server does not know (its 400) and offers to try again', () =>
    withPage(`${webPaths.jobs}?zipcode=00001`, { expectedErrors: /status of 400/ }, async (page) => {
      const alert = page.getByRole('alert').filter({ hasText: 'ZIP code 00001' });
      await alert.waitFor();
      expect(await alert.getByRole('heading').textContent()).toBe("We couldn't run that search");
      expect(await alert.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      await expectScreenOk(page, 'jobs-unknown-zip-1280');
    }));

  it('brings a linked job (?jobId=) into view first, highlights it for 2 s, then drops the parameter', async () => {
    const beyondFirstPage = [...expected.keys()][PAGE_SIZE + 5];
    expect(beyondFirstPage).toBeDefined();
    // When the highlight comes and goes, timed in the page: the test's own steps may be slow on a
    // busy machine, the page's timer is what counts.
    const recordHighlight = (page: Page) =>
      page.addInitScript(() => {
        const times = { id: '', on: -1, off: -1 };
        (window as unknown as { __highlight: typeof times }).__highlight = times;
        new MutationObserver((records) => {
          for (const record of records) {
            const on = (record.target as Element).hasAttribute('data-highlighted');
            if (on && times.on < 0) {
              times.on = performance.now();
              times.id = (record.target as Element).getAttribute('data-job-id') ?? '';
            }
            if (!on && times.on >= 0 && times.off < 0) times.off = performance.now();
          }
        }).observe(document, { attributes: true, attributeFilter: ['data-highlighted'], subtree: true });
      });
    const highlighted = `${webPaths.jobs}?jobId=${beyondFirstPage}`;
    await withPage(highlighted, { beforeGoto: recordHighlight }, async (page) => {
      const card = page.locator(`main article[data-job-id="${beyondFirstPage}"]`);
      // Highlighted, so the page has scrolled to it and focused it.
      await page.waitForFunction(
        () => (window as unknown as { __highlight: { on: number } }).__highlight.on >= 0,
      );
      expect((await cardIds(page))[0]).toBe(beyondFirstPage);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-job-id'))).toBe(
        beyondFirstPage,
      );
      const historyLength = await page.evaluate(() => history.length);
      await page.waitForURL((url) => !url.searchParams.has('jobId'), { timeout: 5000 });
      await expect.poll(() => card.getAttribute('data-highlighted')).toBeNull();
      const times = await page.evaluate(
        () => (window as unknown as { __highlight: { id: string; on: number; off: number } }).__highlight,
      );
      expect(times.id).toBe(beyondFirstPage);
      // Spec/1 §9: highlighted for 2 s (a timer never fires early; a little slack for the frame).
      expect(times.off - times.on).toBeGreaterThan(1900);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect((await cardIds(page))[0]).toBe(beyondFirstPage);
    });
  });
});

describe('/jobs: who may apply and report', () => {
  it('offers a visitor Apply (sign-in panel) but no report flag', () =>
    withPage(webPaths.jobs, {}, async (page) => {
      await jobCards(page).first().waitFor();
      expect(await page.getByRole('button', { name: /^Report job/ }).count()).toBe(0);
      const card = jobCards(page).first();
      await card.getByRole('button', { name: 'Apply Now' }).click();
      expect(await card.getByRole('button', { name: 'Hide Application' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      await card.getByRole('link', { name: 'Sign in to apply' }).waitFor();
      // One card open at a time.
      await jobCards(page).nth(1).getByRole('button', { name: 'Apply Now' }).click();
      expect(await page.locator('main article[data-expanded]').count()).toBe(1);
      expect(await card.getByRole('link', { name: 'Sign in to apply' }).count()).toBe(0);
    }));

  it('disables Apply for an employer, with the tooltip, and still lets them report', () =>
    withPage(webPaths.jobs, { beforeGoto: signedInAs('the.greens@example.com', 2) }, async (page) => {
      const card = jobCards(page).first();
      const apply = card.getByRole('button', { name: 'Apply Now' });
      await apply.waitFor();
      expect(await apply.getAttribute('aria-disabled')).toBe('true');
      await apply.focus();
      const tip = page.getByRole('tooltip', { name: 'You must be logged in as a student to apply' });
      expect(await tip.isVisible()).toBe(true);
      // aria-disabled keeps it focusable (for the tooltip); a click does nothing.
      await apply.click({ force: true });
      expect(await card.getAttribute('data-expanded')).toBeNull();
      // The flag's code loads after the list (JobCard's lazy ReportJobButton): it comes, in its kept place.
      await card.getByRole('button', { name: /^Report job/ }).waitFor();
      await expectScreenOk(page, 'jobs-employer-1280');
    }));

  it('checks the expected price before sending and shows the server’s refusal', () =>
    withPage(
      webPaths.jobs,
      {
        viewport: MOBILE,
        beforeGoto: async (page) => {
          await signedInAs('student@example.com', 1)(page);
          await page.route(apiGlob('applyToJob'), (route) =>
            route.fulfill({
              status: 409,
              json: { message: 'You have already applied to this job.', code: 'ALREADY_APPLIED' },
            }),
          );
        },
        expectedErrors: /status of 409/,
      },
      async (page) => {
        // Pinned by id: once open, its button says Hide Application and a filter on Apply Now would move on.
        const open = page.locator('main article', { has: page.getByRole('button', { name: 'Apply Now' }) });
        const card = jobCard(page, (await open.first().getAttribute('data-job-id')) ?? '');
        await card.getByRole('button', { name: 'Apply Now' }).click();
        const form = card.getByRole('form', { name: 'Apply for this job' });
        const price = form.getByLabel('Expected price');
        await price.fill('0');
        await form.getByRole('button', { name: 'Submit Application' }).click();
        expect(await form.getByText('Expected price must be greater than 0.').isVisible()).toBe(true);
        expect(await price.evaluate((input) => input === document.activeElement)).toBe(true);
        // What is typed is never rewritten: "-5" stays "-5" and is refused with a message, and so
        // does "1e5", which is not an amount at all.
        await price.fill('');
        await price.pressSequentially('-5');
        expect(await price.inputValue()).toBe('-5');
        await form.getByRole('button', { name: 'Submit Application' }).click();
        expect(await form.getByText('Expected price must be greater than 0.').isVisible()).toBe(true);
        await price.fill('');
        await price.pressSequentially('1e5');
        expect(await price.inputValue()).toBe('1e5');
        await form.getByRole('button', { name: 'Submit Application' }).click();
        expect(
          await form.getByText('Please enter an amount in dollars, such as 15 or 12.50.').isVisible(),
        ).toBe(true);
        await price.fill('15');
        await form.getByLabel('About you').fill('x'.repeat(20));
        expect(await form.getByText('20 / 500').isVisible()).toBe(true);
        await form.getByRole('button', { name: 'Submit Application' }).click();
        await form.getByRole('alert').filter({ hasText: 'You have already applied to this job.' }).waitFor();
        await expectScreenOk(page, 'jobs-apply-refused-375');
      },
    ));

  it('reports through a real modal: focus inside, Tab wraps, Escape closes, focus back on the flag; errors close after 3 s', () =>
    withPage(
      webPaths.jobs,
      {
        beforeGoto: async (page) => {
          await signedInAs('student@example.com', 1)(page);
          await page.route(apiGlob('reportJob'), (route) =>
            route.fulfill({ status: 503, json: { message: 'Busy', code: 'UNAVAILABLE' } }),
          );
        },
        expectedErrors: /status of 503/,
      },
      async (page) => {
        const flag = jobCards(page)
          .first()
          .getByRole('button', { name: /^Report job/ });
        await flag.click();
        const dialog = page.getByRole('dialog', { name: 'Report this job' });
        await dialog.waitFor();
        expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        expect(await flag.evaluate((button) => button === document.activeElement)).toBe(true);

        // Keyboard only: open, choose a reason, send.
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await page.keyboard.press('Space');
        // The reasons are one stop, then the description, Cancel and Submit.
        for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
        await expect.poll(() => focusedText(page)).toBe('Submit report');
        await page.keyboard.press('Enter');
        const failure = dialog
          .getByRole('alert')
          .filter({ hasText: 'Failed to report job. Please try again.' });
        await failure.waitFor();
        const shownAt = Date.now();
        await dialog.waitFor({ state: 'hidden', timeout: 6000 });
        expect(Date.now() - shownAt).toBeGreaterThan(2000);
      },
    ));
});

describe('no layout shift while a page arrives (CLS under 0.05)', () => {
  for (const pathname of ['/', webPaths.jobs]) {
    it(`keeps ${pathname} still while its code and data load`, () =>
      withPage(
        pathname,
        {
          viewport: MOBILE,
          beforeGoto: async (page) => {
            await installLayoutShiftObserver(page);
            // The page's own code arrives well after the frame has painted, as on a slow phone.
            await page.route(/\/assets\/[A-Z]\w*Page-[\w-]+\.js$/, async (route) => {
              await new Promise((resolve) => setTimeout(resolve, 800));
              await route.continue();
            });
          },
        },
        async (page) => {
          await page.locator('main h1').first().waitFor();
          if (pathname === webPaths.jobs) await jobCards(page).first().waitFor();
          await page.waitForLoadState('networkidle');
          expect(await cumulativeLayoutShift(page)).toBeLessThan(0.05);
        },
      ));
  }
});
