import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatLongDate, formatPrice } from '../../shared/rules/display';
import { jobDisplayStatus } from '../../shared/rules/job-status';
import { jobListResponseSchema, type PublicJob } from '../../shared/schemas/job';
import { closeBrowser, DESKTOP, expectScreenOk, MOBILE, withPage } from './support/browser';

const EMPTY_MESSAGE = "We couldn't find any jobs matching your criteria. Stay tuned for updates!";
const PAGE_SIZE = 24;
const JOBS_API = '**/api/jobs?*';

/** Every job GET /jobs lists, straight from the API, to check the cards against. */
async function listedJobs(): Promise<Map<string, PublicJob>> {
  const jobs = new Map<string, PublicJob>();
  let cursor: string | null = null;
  do {
    const url = new URL(`${inject('stack').apiUrl}/jobs`);
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
    withPage('/jobs', {}, async (page) => {
      await expect.poll(() => page.locator('main article').count()).toBe(Math.min(PAGE_SIZE, expected.size));
      expect(await page.title()).toBe('Find local jobs · Neighbourhood Jobs');
      const count = page.getByRole('status').filter({ hasText: /^Showing/ });
      expect(await count.textContent()).toBe(`Showing ${PAGE_SIZE} jobs`);

      const loadMore = page.getByRole('button', { name: 'Load more jobs' });
      while (await loadMore.isVisible()) {
        const before = await page.locator('main article').count();
        await loadMore.click();
        await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(before);
      }
      await page.getByText(/^That's all \d+ jobs for now\./).waitFor();
      expect(await count.textContent()).toBe(`Showing ${expected.size} jobs`);

      const cards = await readCards(page);
      expect(cards).toHaveLength(expected.size);
      expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);

      for (const card of cards) {
        const job = expected.get(card.id);
        expect(job, `card ${card.id} is a listed job`).toBeDefined();
        if (!job) continue;
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
      withPage('/jobs', { viewport }, async (page) => {
        await page.locator('main article').first().waitFor();
        expect(columnCount(await readCards(page))).toBe(viewport.width >= 1100 ? 3 : 1);
        await expectScreenOk(page, `jobs-${viewport.width}`);
      }));
  }

  it('uses two columns on a tablet', () =>
    withPage('/jobs', { viewport: { width: 800, height: 1000 } }, async (page) => {
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
        '/jobs',
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
      '/jobs',
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
      '/jobs',
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
