import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatLongDate, formatPrice } from '../../shared/rules/display';
import { jobDisplayStatus } from '../../shared/rules/job-status';
import { jobListResponseSchema, type PublicJob } from '../../shared/schemas/job';
import {
  closeBrowser,
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  openDesktop,
  openPage,
  screenshot,
  unexpectedErrors,
} from './support/browser';

const EMPTY_MESSAGE = "We couldn't find any jobs matching your criteria. Stay tuned for updates!";
const PAGE_SIZE = 24;

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

let expected: Map<string, PublicJob>;

beforeAll(async () => {
  expected = await listedJobs();
});
afterAll(closeBrowser);

describe('/jobs: newest jobs as cards', () => {
  it('shows seeded jobs with the right badge, price, dates and place, then pages with "Load more jobs"', async () => {
    const { page, context, errors } = await openDesktop('/jobs');
    try {
      await expect.poll(() => page.locator('main article').count()).toBe(Math.min(PAGE_SIZE, expected.size));
      expect(await page.title()).toBe('Find local jobs · Neighbourhood Jobs');
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /^Showing/ })
          .textContent(),
      ).toBe(`Showing ${PAGE_SIZE} jobs`);

      const loadMore = page.getByRole('button', { name: 'Load more jobs' });
      while (await loadMore.isVisible()) {
        const before = await page.locator('main article').count();
        await loadMore.click();
        await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(before);
      }
      await page.getByText(/^That's all \d+ jobs for now\./).waitFor();

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
      const badges = new Set(cards.map((card) => card.badgeText));
      expect([...badges].sort()).toEqual(['Active', 'Upcoming']);
      expect(cards.some((card) => card.text.includes('/Hr'))).toBe(true);
      expect(cards.some((card) => card.text.includes('/Job'))).toBe(true);
      expect(cards.some((card) => card.text.includes('—'))).toBe(true);

      // Three columns at 1280 px.
      expect(new Set(cards.slice(0, 6).map((card) => card.left)).size).toBe(3);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`is axe-clean and laid out for ${viewport.width} px`, async () => {
      const { page, context, errors } = await openPage('/jobs', viewport);
      try {
        await page.locator('main article').first().waitFor();
        const cards = await readCards(page);
        const columns = new Set(cards.slice(0, 6).map((card) => card.left)).size;
        expect(columns).toBe(viewport.width >= 1100 ? 3 : 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await expectNoAxeViolations(page);
        await screenshot(page, `jobs-${viewport.width}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows skeleton cards and announces loading while the list is on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, context } = await openPage('/jobs', MOBILE, {
      beforeGoto: (p) =>
        p.route('**/api/jobs?*', async (route) => {
          await held;
          await route.continue();
        }),
    });
    try {
      const results = page.locator('section[aria-busy="true"]');
      await results.waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'Loading jobs…' }).count()).toBe(1);
      expect(await page.locator('main article').count()).toBe(0);
      await expectNoAxeViolations(page);
      await screenshot(page, 'jobs-loading-375');
      release();
      await page.locator('main article').first().waitFor();
      expect(await page.locator('section[aria-busy="true"]').count()).toBe(0);
    } finally {
      release();
      await context.close();
    }
  });

  it('says so when there are no jobs', async () => {
    const { page, context, errors } = await openPage('/jobs', DESKTOP, {
      beforeGoto: (p) =>
        p.route('**/api/jobs?*', (route) => route.fulfill({ json: { jobs: [], nextCursor: null } })),
    });
    try {
      await page.getByText(EMPTY_MESSAGE, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Load more jobs' }).count()).toBe(0);
      await expectNoAxeViolations(page);
      await screenshot(page, 'jobs-empty-1280');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('explains a failure and recovers with "Try again"', async () => {
    let failing = true;
    const { page, context, errors } = await openPage('/jobs', MOBILE, {
      beforeGoto: (p) =>
        p.route('**/api/jobs?*', (route) =>
          failing
            ? route.fulfill({
                status: 503,
                json: { message: 'Jobs are taking a short break. Please try again.', code: 'UNAVAILABLE' },
              })
            : route.continue(),
        ),
    });
    try {
      const alert = page.getByRole('alert');
      // React Query retries a 5xx twice (about 3 s) before showing the error.
      await alert.waitFor({ timeout: 15_000 });
      expect(await alert.getByRole('heading').textContent()).toBe("We couldn't load jobs");
      expect(await alert.textContent()).toContain('Jobs are taking a short break. Please try again.');
      await expectNoAxeViolations(page);
      await screenshot(page, 'jobs-error-375');

      failing = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.locator('main article').first().waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(unexpectedErrors(errors, /status of 503/)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
